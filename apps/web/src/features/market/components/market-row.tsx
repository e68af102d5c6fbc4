import { Stack, Table, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { useBrand } from '../../../brands/brand-context';
import { NumberField } from '../../../ui/form/number-field';
import { isOrderableQuantity } from '../group-offers';
import { LivePriceCell } from '../live/live-price-cell';
import { useLivePrice, type LivePrice } from '../live/use-live-price';
import { OrderButton } from './order-button';

type RowProps = { offer: MarketOffer; childAccountId?: number | null };

/** One offer; a live offer re-prices in place on every tick. */
export function MarketRow(props: RowProps) {
  return props.offer.liveRecipe ? <LiveMarketRow {...props} recipe={props.offer.liveRecipe} /> : <MarketRowView {...props} live={null} />;
}

function LiveMarketRow({ recipe, ...props }: RowProps & { recipe: LiveRecipe }) {
  const live = useLivePrice(recipe, Math.round(props.offer.pricePer100l * 10_000));
  return <MarketRowView {...props} live={live} />;
}

/** Seller, place, price per 100 L and per litre, volume, collection period, quantity and the order button. */
function MarketRowView({ offer, childAccountId = null, live }: RowProps & { live: LivePrice | null }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const form = useForm<{ quantity: number | null }>({ defaultValues: { quantity: offer.selectedQuantity || null } });
  const quantity = form.watch('quantity');
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });
  const money = (v: number, decimals: number) => formatMoney(v, { brand: brand.id, currency: offer.currency, decimals });
  const collection = offer.overrides.current;
  const outOfRange = quantity !== null && !isOrderableQuantity(offer, quantity);
  return (
    <Table.Tr data-testid={`market-row-${offer.id}`}>
      <Table.Td>
        <Text fw={500}>{offer.seller.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{offer.terminal ? offer.terminal.name : t('marketplace.delivery', { region: offer.region.name })}</Text>
        <Text size="xs" c="dimmed">
          {offer.terminal ? `${offer.terminal.city} · ${offer.region.name}` : offer.deliveryAddress ? `${offer.deliveryAddress.street}, ${offer.deliveryAddress.zipCode}` : ''}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {live ? (
          <LivePriceCell offerId={offer.id} price={live} currency={offer.currency} />
        ) : (
          <div data-testid={`offer-price-${offer.id}`}>
            <Text fw={600} data-testid="market-price" style={{ whiteSpace: 'nowrap' }}>{`${money(offer.pricePer100l, 2)} / 100 L`}</Text>
            <Text size="xs" c="dimmed">{`${money(offer.pricePerLitre, 4)} / L`}</Text>
          </div>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{cbm(offer.remainingCbm)}</Text>
        <Text size="xs" c="dimmed">
          {t('marketplace.orderRange', { min: cbm(offer.minOrderCbm), max: cbm(offer.maxOrderCbm) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{`${formatDate(collection.collectionStartDate)} – ${formatDate(collection.collectionEndDate)}`}</Text>
        <Text size="xs" c="dimmed">
          {t('marketplace.paymentDays', { days: offer.creditDays })}
        </Text>
      </Table.Td>
      <Table.Td miw={140}>
        <Stack gap={2}>
          <NumberField
            control={form.control}
            name="quantity"
            label={t('marketplace.quantityLabel', { product: offer.product.name, seller: offer.seller.name })}
            // The column header names the field; the label stays for screen readers only.
            styles={{ label: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
            placeholder="cbm"
            decimals={3}
            signed={false}
            size="xs"
            data-testid={`market-quantity-${offer.id}`}
          />
          {outOfRange && (
            <Text size="xs" c="red">
              {t('marketplace.outOfRange')}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <OrderButton
          offer={offer}
          quantityCbm={quantity}
          childAccountId={childAccountId}
          unavailableReason={live?.state === 'stale' ? t('marketplace.live.notOrderable') : null}
        />
      </Table.Td>
    </Table.Tr>
  );
}
