import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { useCellLayout } from '../../../ui/data-table/data-table-layout';
import { NumberField } from '../../../ui/form/number-field';
import type { MarketRowState } from './market-row-state';

// Visually hidden: in the table the column header names the field.
const HIDDEN_LABEL = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * A market row's quantity in cbm; Enter adds the row to the basket (as the row's button does). On a
 * card (phones) the field shows its label and is thumb-sized.
 */
export function QuantityCell({ offer, state }: { offer: MarketOffer; state: MarketRowState }) {
  const { t } = useTranslation();
  const onCard = useCellLayout() === 'cards';
  const { form, order } = state;
  return (
    <Stack gap={2}>
      <NumberField
        control={form.control}
        name="quantity"
        label={
          onCard
            ? t('marketExtras.quantity')
            : t('marketplace.quantityLabel', { product: offer.product.name, seller: offer.seller.name })
        }
        styles={onCard ? undefined : { label: HIDDEN_LABEL }}
        placeholder="cbm"
        unit="cbm"
        decimals={3}
        signed={false}
        min={offer.minOrderCbm}
        max={offer.maxOrderCbm}
        onProblemChange={state.setQuantityProblem}
        size={onCard ? 'lg' : 'xs'}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          order.add();
        }}
        data-testid={`market-quantity-${offer.id}`}
      />
    </Stack>
  );
}
