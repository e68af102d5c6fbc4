import { Button, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { LOGIN_PATH } from '../../lib/navigation/guards';
import { useCurrentRoute } from '../../lib/navigation/use-current-route';
import { PageHeader } from '../../ui/page-header';
import { ImprintDocument, PrivacyDocument, TermsDocument } from '../../ui/legal/legal-documents';

const DOCUMENTS = { imprint: ImprintDocument, privacy: PrivacyDocument, termsText: TermsDocument } as const;

/**
 * /impressum, /datenschutz, /agb-text: the legal pages, public (no login, decision 032), with the
 * brand's company data. The logged-in acceptance of the terms stays on /agb.
 */
export default function LegalPage() {
  const { t } = useTranslation();
  const id = useCurrentRoute()?.id;
  // Logged out there is no header: the way back to the login is on the page.
  const loggedIn = useCurrentUser() !== null;
  const key = id === 'privacy' || id === 'termsText' ? id : 'imprint';
  const Document = DOCUMENTS[key];
  return (
    <Stack maw={860} gap="lg">
      <PageHeader
        title={t(`pages.${key}.title`)}
        description={t(`pages.${key}.description`)}
        actions={
          !loggedIn && (
            <Button
              component={Link}
              to={LOGIN_PATH}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              data-testid="legal-to-login"
            >
              {t('legal.toLogin')}
            </Button>
          )
        }
      />
      <Paper withBorder p="lg" radius="md">
        <Document />
      </Paper>
    </Stack>
  );
}
