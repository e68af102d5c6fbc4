import { Text } from '@mantine/core';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatMoney } from '@fuel/domain/formats/number';
import type { LivePrice } from '../../../lib/live/use-live-price';
import { LivePriceCell } from '../live/live-price-cell';
import { MarketPriceBreakdown } from './market-price-breakdown';
import { PriceHoldText } from './price-hold-text';

type Props = { offer: MarketOffer; live: LivePrice | null; today: string; brand: BrandId };

/** The price per 100 L and per litre (ticking when live), how long it holds and its breakdown. */
export function MarketPriceCell({ offer, live, today, brand }: Props) {
  const money = (v: number, decimals: number) => formatMoney(v, { brand, currency: offer.currency, decimals });
  return (
    <>
      {live ? (
        <LivePriceCell offerId={offer.id} price={live} currency={offer.currency} />
      ) : (
        <div data-testid={`offer-price-${offer.id}`}>
          <Text
            fw={600}
            data-testid="market-price"
            style={{ whiteSpace: 'nowrap' }}
          >{`${money(offer.pricePer100l, 2)} / 100 L`}</Text>
          <Text size="xs" c="dimmed">{`${money(offer.pricePerLitre, 4)} / L`}</Text>
        </div>
      )}
      <PriceHoldText offer={offer} today={today} brand={brand} />
      <MarketPriceBreakdown offer={offer} />
    </>
  );
}
