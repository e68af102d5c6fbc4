import { useMemo, useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import type { Currency } from '@fuel/domain/formats/number';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { useLivePrice, type LivePrice } from '../../../lib/live/use-live-price';
import { DataTable, type DataColumn, type RowStateComponent } from '../../../ui/data-table/data-table';
import { useSpelling } from '../../../i18n/use-spelling';
import { petrolMixText } from '../petrol-mix-form';
import { triggerDisabledText } from '../trigger-view';
import { contractColumns } from './contract-cells';
import { TriggerCheckout } from './trigger-checkout';

type RowState = { live: LivePrice; disabledText: string | null };

/** A contract's row re-prices in place on every tick of its ICE month and FX (no request). */
const LiveContractRow: RowStateComponent<TriggerContract, RowState> = ({ row, render }) => {
  const live = useLivePrice(row.recipe, Math.round((row.price ?? 0) * 10_000));
  // Without a server price and before the first tick there is nothing to show: the connection is interrupted.
  const state: LivePrice =
    row.price === null && live.priceE4 === 0 ? { state: 'stale', priceE4: null, flash: null } : live;
  return <>{render({ live: state, disabledText: triggerDisabledText(row, state) })}</>;
};

/** The buyer's contracts of the month: live trigger price, remaining volume, today's triggers, and "Trigger". */
export function BuyerContracts({ contracts, currency }: { contracts: TriggerContract[]; currency: Currency }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const spell = useSpelling();
  const [checkout, setCheckout] = useState<TriggerContract | null>(null);
  const columns = useMemo((): DataColumn<TriggerContract, RowState>[] => {
    const price = (live: LivePrice): ReactNode =>
      live.priceE4 === null
        ? '—'
        : `${formatMoney(live.priceE4 / 10_000, { brand: brand.id, currency, decimals: 2 })} / 100 L`;
    return [
      {
        id: 'seller',
        header: t('triggers.columns.seller'),
        sortValue: (c) => c.seller.name,
        cell: (c) => <Text fw={500}>{c.seller.name}</Text>,
      },
      ...contractColumns<RowState>(t, brand.id),
      {
        id: 'petrolMix',
        header: t('triggers.columns.petrolMix'),
        cell: (c) => (
          <Text size="sm" data-testid="trigger-petrol-mix">
            {c.petrolMix
              ? petrolMixText(c.petrolMix, (id) => c.mixProducts?.find((p) => p.id === id)?.name ?? `#${id}`, brand.id)
              : t('triggers.petrolMix.none')}
          </Text>
        ),
      },
      {
        id: 'price',
        header: t('triggers.columns.price'),
        align: 'right',
        cell: (c, { live }) => (
          <Stack gap={0} align="flex-end">
            <Text
              fw={600}
              data-testid={`trigger-price-${c.id}`}
              data-live-state={live.state}
              data-direction={live.flash ?? undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {price(live)}
            </Text>
            {/* Issue 24: what the price includes (duty, levies, freight from the seller's rules), VAT excluded. */}
            <Text size="xs" c="dimmed" data-testid={`trigger-included-${c.id}`}>
              {spell(c.included)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'action',
        header: t('triggers.columns.actions'),
        hideable: false,
        cell: (c, { disabledText }) => (
          <Stack gap={2} align="flex-start">
            <Button
              size="xs"
              disabled={disabledText !== null}
              onClick={() => setCheckout(c)}
              data-testid={`trigger-button-${c.id}`}
            >
              {t('triggers.actions.trigger')}
            </Button>
            {disabledText && (
              <Text size="xs" c="dimmed" data-testid="trigger-disabled-reason">
                {disabledText}
              </Text>
            )}
          </Stack>
        ),
      },
    ];
  }, [t, brand.id, currency, spell]);
  return (
    <>
      <DataTable
        data={contracts}
        columns={columns}
        RowState={LiveContractRow}
        getRowId={(c) => String(c.id)}
        rowProps={(c) => ({ 'data-testid': 'trigger-contract-row', 'data-ekk': c.ekkNumber, 'data-contract-id': c.id })}
        emptyText={t('triggers.empty')}
        columnMenu
        testId="buyer-trigger-contracts"
      />
      <TriggerCheckout contract={checkout} currency={currency} onClose={() => setCheckout(null)} />
    </>
  );
}
