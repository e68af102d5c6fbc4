import { useState, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { formatDate } from '@fuel/domain/formats/date';
import { formatNumber } from '@fuel/domain/formats/number';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import type { DataColumn, RowStateComponent } from '../../../ui/data-table/data-table';
import { useLivePrice, type LivePrice } from '../../../lib/live/use-live-price';
import { OrderButton } from './order-button';
import { MarketPlaceCell } from './market-place-cell';
import { MarketPriceCell } from './market-price-cell';
import { QuantityCell } from './quantity-cell';
import { useAddToBasket } from './use-add-to-basket';
import type { MarketRowState } from './market-row-state';

/**
 * One offer's row state; a live offer re-prices in place on every tick. childAccountId: the child
 * account a parent orders for (null = its own account).
 */
export function marketRowScope(childAccountId: number | null): RowStateComponent<MarketOffer, MarketRowState> {
  return function MarketRowScope({ row, render }) {
    return row.liveRecipe ? (
      <LiveRowState offer={row} recipe={row.liveRecipe} childAccountId={childAccountId} render={render} />
    ) : (
      <RowStateView offer={row} live={null} childAccountId={childAccountId} render={render} />
    );
  };
}

type ViewProps = { offer: MarketOffer; childAccountId: number | null; render: (state: MarketRowState) => ReactNode };

function LiveRowState({ recipe, ...props }: ViewProps & { recipe: LiveRecipe }) {
  const live = useLivePrice(recipe, Math.round(props.offer.pricePer100l * 10_000));
  return <RowStateView {...props} live={live} />;
}

function RowStateView({ offer, live, childAccountId, render }: ViewProps & { live: LivePrice | null }) {
  const { t } = useTranslation();
  const form = useForm<{ quantity: number | null }>({ defaultValues: { quantity: offer.selectedQuantity || null } });
  const [quantityProblem, setQuantityProblem] = useState<string | null>(null);
  const quantity = form.watch('quantity');
  const unavailable = live?.state === 'stale' ? t('marketplace.live.notOrderable') : null;
  const order = useAddToBasket(offer, quantity, childAccountId, unavailable ?? quantityProblem);
  return render({ form, quantity, quantityProblem, setQuantityProblem, live, order });
}

/**
 * What the page above the market adds under a row's order button (issue 29: "Zielpreis setzen"), given
 * the row's current price per 100 L (null while a live price is stale) and the account ordered for.
 */
export type MarketRowAction = (
  offer: MarketOffer,
  current: { pricePer100l: number | null; childAccountId: number | null },
) => ReactNode;

/** The row's price now: the live price of this tick, or the fixed price. */
const currentPrice = (offer: MarketOffer, live: LivePrice | null) =>
  live ? (live.priceE4 === null ? null : live.priceE4 / 10_000) : offer.pricePer100l;

type RowExtra = { rowAction: MarketRowAction; childAccountId: number | null };

/** The order button, with what the page above adds below it. */
function OrderCell({ offer, state, extra }: { offer: MarketOffer; state: MarketRowState; extra?: RowExtra }) {
  const button = <OrderButton offer={offer} order={state.order} />;
  if (!extra) return button;
  return (
    <Stack gap={4}>
      {button}
      {extra.rowAction(offer, { pricePer100l: currentPrice(offer, state.live), childAccountId: extra.childAccountId })}
    </Stack>
  );
}

/**
 * Seller, place, price per 100 L and per litre with how long it holds, volume, collection period,
 * quantity and the order button. On a phone's card the seller is the title and quantity and button
 * are full width at the bottom. today: the business date.
 */
export function marketColumns(
  t: TFunction,
  brand: BrandId,
  today: string,
  extra?: RowExtra,
): DataColumn<MarketOffer, MarketRowState>[] {
  const cbm = (v: number) => formatNumber(v, { brand, decimals: 3 });
  return [
    {
      id: 'seller',
      header: t('marketplace.columns.seller'),
      card: 'title',
      sortValue: (o) => o.seller.name,
      cell: (o) => <Text fw={500}>{o.seller.name}</Text>,
    },
    {
      id: 'place',
      header: t('marketplace.columns.place'),
      sortValue: (o) => o.terminal?.name ?? o.region.name,
      cell: (offer) => <MarketPlaceCell offer={offer} />,
    },
    {
      id: 'price',
      header: t('marketplace.columns.price'),
      align: 'right',
      sortValue: (o) => o.pricePer100l,
      cell: (offer, { live }) => <MarketPriceCell offer={offer} live={live} today={today} brand={brand} />,
    },
    {
      id: 'remaining',
      header: t('marketplace.columns.remaining'),
      align: 'right',
      sortValue: (o) => o.remainingCbm,
      cell: (offer) => (
        <>
          <Text size="sm">{cbm(offer.remainingCbm)}</Text>
          <Text size="xs" c="dimmed">
            {t('marketplace.orderRange', { min: cbm(offer.minOrderCbm), max: cbm(offer.maxOrderCbm) })}
          </Text>
        </>
      ),
    },
    {
      id: 'collection',
      header: t('marketplace.columns.collection'),
      sortValue: (o) => o.overrides.current.collectionStartDate,
      cell: (offer) => (
        <>
          <Text size="sm">{`${formatDate(offer.overrides.current.collectionStartDate)} – ${formatDate(offer.overrides.current.collectionEndDate)}`}</Text>
          <Text size="xs" c="dimmed">
            {t('marketplace.paymentDays', { days: offer.creditDays })}
          </Text>
        </>
      ),
    },
    {
      id: 'quantity',
      header: t('marketplace.columns.quantity'),
      hideable: false,
      card: 'full',
      tdProps: () => ({ miw: 140 }),
      cell: (offer, state) => <QuantityCell offer={offer} state={state} />,
    },
    {
      id: 'order',
      header: null,
      hideable: false,
      card: 'full',
      thProps: { 'aria-label': t('marketplace.columns.order') },
      cell: (offer, state) => <OrderCell offer={offer} state={state} extra={extra} />,
    },
  ];
}
