import { useState } from 'react';
import { Button, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { RelationshipStatusBadge } from '../../ui/relationship-status-badge';
import { useSellerRelationships } from '../../lib/api/get-seller-relationships';
import { RequestSellerDialog } from './components/request-seller-dialog';
import { amountCell, relationshipColumns } from '../../ui/relationship-columns';
import { SharedCreditMark } from '../../ui/shared-credit-mark';

/**
 * The seller's payment term per granted product (decision 050), grouped by days: "14 Tage" when all
 * products have the same, else one line per term with its products.
 */
function PaymentTermsCell({ terms }: { terms: Relationship['paymentTerms'] }) {
  const { t } = useTranslation();
  if (terms.length === 0) return <>–</>;
  const byDays = new Map<number, string[]>();
  for (const p of terms) byDays.set(p.creditDays, [...(byDays.get(p.creditDays) ?? []), p.productName]);
  const groups = [...byDays.entries()].sort(([a], [b]) => a - b);
  if (groups.length === 1) return <>{t('relationships.paymentTermDays', { days: groups[0]![0] })}</>;
  return (
    <>
      {groups.map(([days, names]) => (
        <Text key={days} size="sm">
          {t('relationships.paymentTermDays', { days })}: {names.join(', ')}
        </Text>
      ))}
    </>
  );
}

/** Seller management (/verkaufer-management, buyers): connected sellers with status and credit, and new requests. */
export default function SellerManagementPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = useCurrentPageTitle() ?? t('nav.sellerManagement');
  const relationships = useSellerRelationships();
  const [requesting, setRequesting] = useState(false);
  const money = (value: number, currency: 'EUR' | 'CHF') => formatMoney(value, { brand: brand.id, currency });
  const shared = relationshipColumns(t, t('relationships.seller'));
  const columns: DataColumn<Relationship>[] = [
    shared.counterparty,
    {
      id: 'status',
      header: t('relationships.statusLabel'),
      sortValue: (r) => r.other.status,
      cell: (r) => <RelationshipStatusBadge status={r.other.status} />,
    },
    {
      id: 'creditLimit',
      header: t('relationships.creditLimit'),
      ...amountCell,
      tdProps: () => ({ ...amountCell.tdProps(), 'data-testid': 'seller-credit-limit' }),
      sortValue: (r) => r.credit?.limit ?? null,
      cell: (r) => (
        <>
          {r.credit ? (r.credit.limit === null ? t('relationships.noLimit') : money(r.credit.limit, r.currency)) : '–'}
          <SharedCreditMark credit={r.credit} />
        </>
      ),
    },
    {
      id: 'creditUsed',
      header: t('relationships.creditUsed'),
      ...amountCell,
      tdProps: () => ({ ...amountCell.tdProps(), 'data-testid': 'seller-credit-used' }),
      sortValue: (r) => r.credit?.used ?? null,
      cell: (r) => (r.credit ? money(r.credit.used, r.currency) : '–'),
    },
    {
      id: 'creditFree',
      header: t('relationships.creditFree'),
      ...amountCell,
      tdProps: () => ({ ...amountCell.tdProps(), 'data-testid': 'seller-credit-free' }),
      sortValue: (r) => r.credit?.free ?? null,
      cell: (r) => (r.credit ? money(r.credit.free, r.currency) : '–'),
    },
    {
      id: 'paymentTerms',
      header: t('relationships.paymentTerms'),
      tdProps: () => ({ 'data-testid': 'seller-payment-terms' }),
      cell: (r) => <PaymentTermsCell terms={r.paymentTerms} />,
    },
    shared.message,
    shared.updatedAt,
  ];

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
