import { useTranslation } from 'react-i18next';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { amountCell, relationshipColumns } from '../../../ui/relationship-columns';
import { RelationshipStatusBadge } from '../../../ui/relationship-status-badge';
import { SharedCreditMark } from '../../../ui/shared-credit-mark';
import { PaymentTermsCell } from './payment-terms-cell';

/** Columns of the buyer's sellers table: status, credit limit/used/free and payment terms per seller. */
export function useSellerColumns(): DataColumn<Relationship>[] {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (value: number, currency: 'EUR' | 'CHF') => formatMoney(value, { brand: brand.id, currency });
  const shared = relationshipColumns(t, t('relationships.seller'));
  return [
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
}
