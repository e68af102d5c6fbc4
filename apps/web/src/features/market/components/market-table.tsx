import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { useBrand } from '../../../brands/brand-context';
import { DataTable } from '../../../ui/data-table/data-table';
import { groupByProduct } from '../group-offers';
import { businessDate } from '@fuel/domain/offers/business-time';
import { marketColumns, marketRowScope, type MarketRowAction } from './market-row';

/** The offers grouped by product (category order), best price first inside each product. */
/** childAccountId: the child account a parent orders for (null = its own account). */
export function MarketTable({
  offers,
  childAccountId = null,
  rowAction,
}: {
  offers: MarketOffer[];
  childAccountId?: number | null;
  rowAction?: MarketRowAction;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const today = businessDate(new Date());
  const columns = useMemo(
    () => marketColumns(t, brand.id, today, rowAction && { rowAction, childAccountId }),
    [t, brand.id, today, rowAction, childAccountId],
  );
  const RowScope = useMemo(() => marketRowScope(childAccountId), [childAccountId]);
  return (
    <Stack gap="xl">
      {groupByProduct(offers).map((group) => (
        <Stack key={group.product.id} gap="xs" data-testid={`market-group-${group.product.id}`}>
          <Title order={2} size="h4">
            {group.product.name}
          </Title>
          <DataTable
            data={group.offers}
            columns={columns}
            RowState={RowScope}
            getRowId={(o) => String(o.id)}
            rowProps={(o) => ({ 'data-testid': `market-row-${o.id}` })}
            minWidth={960}
          />
        </Stack>
      ))}
    </Stack>
  );
}
