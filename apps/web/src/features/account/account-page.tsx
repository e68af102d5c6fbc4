import type { ReactNode } from 'react';
import { Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import type { Account } from '@fuel/domain/contracts/account';
import { IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { ErrorAlert } from '../../ui/error-alert';
import { findRoute } from '../../lib/navigation/route-table';
import { PageHeader } from '../../ui/page-header';
import { useAccount } from './api/get-account';
import { AccountAddressForm } from './components/account-address-form';
import { DeliveryAddressesSection } from './components/delivery-addresses-section';

/** What the page above this feature adds for an account (a seller's lifting settings). */
type AccountExtras = (account: Account, canEdit: boolean) => ReactNode;

/** /unternehmen: the company address (admins edit, others read) and, for buyers, the delivery addresses. */
export default function AccountPage({ extras }: { extras?: AccountExtras }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const account = useAccount();
  const canEdit = user?.isAdmin ?? false;
  return (
    <Stack gap="xl">
      <PageHeader
        title={t('pages.account.title')}
        description={t('pages.account.description')}
        actions={
          // Issue 27: the company's API keys and webhooks (company admins of buyers and sellers).
          canEdit && account.data && account.data.type !== 'admin' ? (
            <Button
              component={Link}
              to={findRoute('integrations').href}
              variant="light"
              leftSection={<IconPlugConnected size={16} />}
              data-testid="account-integrations-link"
            >
              {t('integrations.link')}
            </Button>
          ) : undefined
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3" mb="md">
          {t('companyAccount.addressTitle')}
        </Title>
        {account.isPending && <Skeleton h={200} radius="md" />}
        {account.isError && (
          <ErrorAlert
            title={t('companyAccount.loadFailed')}
            message={isApiError(account.error) ? account.error.message : t('app.unexpectedError')}
          />
        )}
        {account.isSuccess && (
          <AccountAddressForm key={account.dataUpdatedAt} account={account.data} canEdit={canEdit} />
        )}
      </Card>
      {account.data?.type === 'buyer' && (
        <Card withBorder radius="md" padding="lg">
          <DeliveryAddressesSection canEdit={canEdit} />
        </Card>
      )}
      {account.data && extras?.(account.data, canEdit)}
    </Stack>
  );
}
