import { useEffect, useState, type ComponentType } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { lazyChunk } from '../chunk-loading';
import { chooseConsent, closeConsentSettings, openConsentSettings, useConsent } from './consent-store';
import type { ConsentSettingsDialogProps } from './consent-settings-dialog';

// The settings dialog (a Modal, with focus trap and scroll lock) is loaded when first opened: the
// banner is on every first visit, /login included, the dialog rarely (decision 039).
const loadSettingsDialog = lazyChunk(() => import('./consent-settings-dialog'));

/** The dialog once it is wanted; a failed download closes the settings again, the next opening retries. */
function useSettingsDialog(settingsOpen: boolean): ComponentType<ConsentSettingsDialogProps> | null {
  const [dialog, setDialog] = useState<ComponentType<ConsentSettingsDialogProps> | null>(null);
  useEffect(() => {
    if (!settingsOpen || dialog) return;
    loadSettingsDialog().then((module) => setDialog(() => module.default), closeConsentSettings);
  }, [settingsOpen, dialog]);
  return dialog;
}

/** Spec section 4: shows until a choice is stored; analytics stays off until "analytical" is chosen. */
export function CookieBanner() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { consent, settingsOpen } = useConsent();
  // Once loaded the dialog stays mounted, so closing it animates and gives the focus back.
  const SettingsDialog = useSettingsDialog(settingsOpen);

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
      {SettingsDialog && <SettingsDialog opened={settingsOpen} consent={consent} />}
    </>
  );
}
