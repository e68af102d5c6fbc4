import { useMemo, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { LivePrice } from '../../../lib/live/use-live-price';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { useSpelling } from '../../../i18n/use-spelling';
import { petrolMixText } from '../petrol-mix-form';
import { contractColumns } from './contract-cells';

/** What each buyer row knows beyond its contract: the live price and why "Trigger" is disabled, if it is. */
export type BuyerContractRowState = { live: LivePrice; disabledText: string | null };

/** The live trigger price per 100 L, or a dash while there is none. */
const livePriceText = (live: LivePrice, brand: BrandId, currency: Currency): ReactNode =>
  live.priceE4 === null ? '—' : `${formatMoney(live.priceE4 / 10_000, { brand, currency, decimals: 2 })} / 100 L`;

/** The buyer's contract columns: seller, the shared contract cells, petrol mix, live price, and the "Trigger" action. */
export function useBuyerContractColumns({
  currency,
  onTrigger,
}: {
  currency: Currency;
  onTrigger: (contract: TriggerContract) => void;
}): DataColumn<TriggerContract, BuyerContractRowState>[] {
  const { t } = useTranslation();
  const brand = useBrand();
  const spell = useSpelling();
  return useMemo(
    (): DataColumn<TriggerContract, BuyerContractRowState>[] => [
      {
        id: 'seller',
        header: t('triggers.columns.seller'),
        sortValue: (c) => c.seller.name,
        cell: (c) => <Text fw={500}>{c.seller.name}</Text>,
      },
      ...contractColumns<BuyerContractRowState>(t, brand.id),
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
              {livePriceText(live, brand.id, currency)}
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
              onClick={() => onTrigger(c)}
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
    ],
    [t, brand.id, currency, spell, onTrigger],
  );
}
