import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useChildAccounts } from './api/child-accounts';
import { ChildAccountCard } from './components/child-account-card';

/** /aviaten: the shareholder's child accounts, each with its settings tabs (company admins save). */
export default function ChildAccountsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useChildAccounts();
  const [tabs, setTabs] = useState<Record<number, string>>({});
  return (
    <Stack gap="xl">
      <PageHeader title={t('pages.childAccounts.title')} description={t('pages.childAccounts.description')} />
      {list.isPending && <Skeleton h={240} radius="md" />}
      {list.isError && (
        <ErrorAlert
          title={t('childAccountSettings.loadFailed')}
          message={isApiError(list.error) ? list.error.message : t('app.unexpectedError')}
        />
      )}
      {list.isSuccess && list.data.childAccounts.length === 0 && (
        <Text c="dimmed">{t('childAccountSettings.empty')}</Text>
      )}
      {list.isSuccess &&
        list.data.childAccounts.map((child) => (
          <ChildAccountCard
            key={`${child.id}:${child.updatedAt ?? ''}`}
            child={child}
            options={list.data}
            canEdit={user?.isAdmin ?? false}
            tab={tabs[child.id] ?? 'paymentTerms'}
            onTabChange={(tab) => setTabs((t) => ({ ...t, [child.id]: tab }))}
          />
        ))}
    </Stack>
  );
}
