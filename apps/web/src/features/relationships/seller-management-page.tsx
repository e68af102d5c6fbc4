import { useState } from 'react';
import { Button, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { DataTable } from '../../ui/data-table/data-table';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useSellerRelationships } from '../../lib/api/get-seller-relationships';
import { RequestSellerDialog } from './components/request-seller-dialog';
import { useSellerColumns } from './components/seller-columns';

/** Seller management (/verkaufer-management, buyers): connected sellers with status and credit, and new requests. */
export default function SellerManagementPage() {
  const { t } = useTranslation();
  const title = useCurrentPageTitle() ?? t('nav.sellerManagement');
  const relationships = useSellerRelationships();
  const [requesting, setRequesting] = useState(false);
  const columns = useSellerColumns();
  return (
    <>
      <PageHeader
        title={title}
        description={t('pages.sellerManagement.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setRequesting(true)}
            data-testid="request-seller-button"
          >
            {t('relationships.sellers.request')}
          </Button>
        }
      />
      {relationships.isPending ? (
        <Skeleton h={240} />
      ) : relationships.isError ? (
        <ErrorAlert message={t('relationships.loadFailed')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void relationships.refetch()}>
            {t('relationships.retry')}
          </Button>
        </ErrorAlert>
      ) : relationships.data.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="sellers-empty">
          {t('relationships.sellers.empty')}
        </Text>
      ) : (
        <DataTable
          data={relationships.data}
          columns={columns}
          getRowId={(r) => String(r.id)}
          rowProps={(r) => ({ 'data-testid': 'seller-row', 'data-seller': r.counterparty.name })}
          minWidth={820}
          verticalSpacing="sm"
          testId="sellers-table"
        />
      )}
      {requesting && <RequestSellerDialog onClose={() => setRequesting(false)} />}
    </>
  );
}
