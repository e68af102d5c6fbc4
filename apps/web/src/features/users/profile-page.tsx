import { Divider, Loader, Stack, Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELF_USER_ID } from '@fuel/domain/contracts/users';
import { PageHeader } from '../../ui/page-header';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { ErrorAlert } from '../../ui/error-alert';
import { useOwnProfile, useSaveUser } from './api/users-api';
import { ProfileForm } from './components/profile-form';
import { PasswordChangeForm } from './components/password-change-form';
import { TeamPanel } from './components/team-panel';
import { initialProfileValues } from './profile-form-mode';

const TABS = { details: 'meine-daten', team: 'team' } as const;

/** Settings (/profil/:tab?): "Meine Daten" (own profile, password) and "Team verwalten" (company admins). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const isAdmin = useCurrentUser()?.isAdmin ?? false;
  const profile = useOwnProfile();
  const save = useSaveUser();
  const active = tab === TABS.team && isAdmin ? TABS.team : TABS.details;
  const onlineTradingEnabled = profile.data?.onlineTradingEnabled ?? false;
  return (
    <>
      <PageHeader title={t('pages.profile.title')} description={t('pages.profile.description')} />
      <Tabs value={active} onChange={(value) => value && navigate(`/profil/${value}`)} mb="lg">
        <Tabs.List>
          <Tabs.Tab value={TABS.details} data-testid="profile-tab-details">
            {t('profileTabs.details')}
          </Tabs.Tab>
          {isAdmin && (
            <Tabs.Tab value={TABS.team} data-testid="profile-tab-team">
              {t('profileTabs.team')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value={TABS.details} pt="md">
          {profile.isPending && <Loader aria-label={t('profile.loading')} />}
          {profile.isError && (
            <ErrorAlert message={isApiError(profile.error) ? profile.error.message : t('app.unexpectedError')} />
          )}
          {profile.data && (
            <Stack gap="xl">
              <ProfileForm
                key={profile.dataUpdatedAt}
                mode="own"
                initial={initialProfileValues('own', profile.data)}
                viewer={{ isAdmin, onlineTradingEnabled }}
                onSubmit={(body) => save.mutateAsync({ id: SELF_USER_ID, body })}
              />
              <Divider />
              <PasswordChangeForm />
            </Stack>
          )}
        </Tabs.Panel>
        {isAdmin && (
          <Tabs.Panel value={TABS.team} pt="md">
            {active === TABS.team && <TeamPanel onlineTradingEnabled={onlineTradingEnabled} />}
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
