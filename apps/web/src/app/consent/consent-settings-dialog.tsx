import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseConsent, closeConsentSettings } from './consent-store';
import type { ConsentValue } from '@fuel/domain/constants';

export type ConsentSettingsDialogProps = { opened: boolean; consent: ConsentValue | null };

/** The cookie settings (spec section 4): necessary always on, analytics by choice. */
export default function ConsentSettingsDialog({ opened, consent }: ConsentSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={closeConsentSettings} title={t('cookies.settingsTitle')} centered>
      {/* Remounted per opening so the switch starts from the stored choice (off when none). */}
      {opened && <ConsentSettingsForm initialAnalytics={consent === 'analytical'} />}
    </Modal>
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
