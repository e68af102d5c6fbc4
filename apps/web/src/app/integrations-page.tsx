import { Alert, Card, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section';
import { WebhooksSection } from '../features/webhooks/components/webhooks-section';
import { useCurrentUser } from '../lib/api/get-current-user';
import { PageHeader } from '../ui/page-header';
import { addPageTexts, integrationsTexts } from '../i18n/page-texts';

/**
 * /unternehmen/api (issue 27): the company's API keys and webhooks, two features on one page, so the
 * page lives above the features. Company admins manage them; the server refuses everyone else.
 */
export default function IntegrationsPage() {
  const { t, i18n } = useTranslation();
  addPageTexts(i18n, integrationsTexts);
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('pages.integrations.title')} description={t('pages.integrations.description')} />
      {user && !user.isAdmin ? (
        <Alert color="blue" data-testid="integrations-admins-only">
          {t('integrations.adminsOnly')}
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Tabs defaultValue="keys" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="keys" data-testid="integrations-tab-keys">
                {t('apiKeys.tab')}
              </Tabs.Tab>
              <Tabs.Tab value="webhooks" data-testid="integrations-tab-webhooks">
                {t('webhooks.tab')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="keys">
              <ApiKeysSection />
            </Tabs.Panel>
            <Tabs.Panel value="webhooks">
              <WebhooksSection />
            </Tabs.Panel>
          </Tabs>
        </Card>
      )}
    </>
  );
}
