import { useState } from 'react';
import { Anchor, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { chooseConsent, closeConsentSettings, openConsentSettings, useConsent } from './consent-store';

/** Spec section 4: shows until a choice is stored; analytics stays off until "analytical" is chosen. */
export function CookieBanner() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { consent, settingsOpen } = useConsent();

  return (
    <>
      {consent === null && !settingsOpen && (
        <Paper
          data-testid="cookie-banner"
          role="region"
          aria-label={t('cookies.title')}
          shadow="xl"
          withBorder
          p="md"
          radius="md"
          pos="fixed"
          bottom={16}
          left={16}
          right={16}
          maw={720}
          mx="auto"
          // Above header and bottom bar (100), below dialogs (200) so it never covers one.
          style={{ zIndex: 150 }}
        >
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('cookies.title')}
            </Title>
            <Text size="sm">
              {t('cookies.text')}{' '}
              <Anchor href={brand.links.privacy} size="sm">
                {t('cookies.privacy')}
              </Anchor>
            </Text>
            <Group gap="xs" justify="flex-end" wrap="wrap">
              <Button variant="subtle" onClick={openConsentSettings}>
                {t('cookies.settings')}
              </Button>
              <Button variant="default" onClick={() => chooseConsent('necessary')}>
                {t('cookies.decline')}
              </Button>
              <Button onClick={() => chooseConsent('analytical')}>{t('cookies.acceptAll')}</Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Modal opened={settingsOpen} onClose={closeConsentSettings} title={t('cookies.settingsTitle')} centered>
        {/* Remounted per opening so the switch starts from the stored choice (off when none). */}
        {settingsOpen && <ConsentSettingsForm initialAnalytics={consent === 'analytical'} />}
      </Modal>
    </>
  );
}

function ConsentSettingsForm({ initialAnalytics }: { initialAnalytics: boolean }) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(initialAnalytics);
  return (
    <Stack gap="md">
      <Switch checked disabled label={t('cookies.necessary')} description={t('cookies.necessaryText')} />
      <Switch
        checked={analytics}
        onChange={(event) => setAnalytics(event.currentTarget.checked)}
        label={t('cookies.analytics')}
        description={t('cookies.analyticsText')}
      />
      <Group justify="flex-end">
        <Button onClick={() => chooseConsent(analytics ? 'analytical' : 'necessary')}>{t('cookies.save')}</Button>
      </Group>
    </Stack>
  );
}
