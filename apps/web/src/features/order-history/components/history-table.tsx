import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderHistoryRow, OrderHistorySortField } from '@fuel/domain/contracts/order-history';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import type { OrderProductType } from '@fuel/domain/contracts/orders';
import { useBrand } from '../../../brands/brand-context';
import { DataTable } from '../../../ui/data-table/data-table';
import type { HistorySort } from '../history-state';
import { historyTableColumns } from './history-table-columns';

type Props = {
  rows: OrderHistoryRow[];
  side: OrderSide;
  sort?: HistorySort;
  onSortChange?: (sort: HistorySort) => void;
  reorder?: boolean;
  /** Additive orders show units of a purchase unit, the price per unit and the delivery location instead of terminal, cbm and 100 L. */
  productType?: OrderProductType;
};

/** The server's default order, shown on the created column until another is chosen. */
const DEFAULT_SORT = { by: 'created', desc: true } as const;

/**
 * The order list; a row opens the order's confirmation page (/orders/:id). The server sorts and
 * pages it, so a header click asks for a new first page instead of reordering this one.
 */
export function HistoryTable({ rows, side, sort = null, onSortChange, reorder = false, productType = 'FUEL' }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      historyTableColumns({ t, brandId: brand.id, side, sortable: onSortChange !== undefined, reorder, productType }),
    [t, brand.id, side, onSortChange, reorder, productType],
  );
  const current = sort ?? DEFAULT_SORT;
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => String(row._id)}
      onRowClick={(row) => navigate(`/orders/${row._id}`)}
      rowProps={(row) => ({ 'data-testid': 'order-history-row', 'data-order-id': row.orderId })}
      serverSorting={
        onSortChange && {
          sorting: [{ id: current.by, desc: current.desc }],
          onSortingChange: (next) =>
            onSortChange(next[0] ? { by: next[0].id as OrderHistorySortField, desc: next[0].desc } : null),
        }
      }
      columnMenu
      minWidth={1100}
      testId="order-history-table"
    />
  );
}
