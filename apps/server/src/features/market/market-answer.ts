// The market answer from priced rows (decision 035): the compact shape, lookup tables once per answer.
// The spec's shape is expandMarketOffers of this (packages/domain), so both come from one place.
import type { CompactMarketOffer, MarketOffersCompact } from '@fuel/domain/contracts/market-compact';
import type { MarketDataState, MarketFilterOptions, MarketOffer } from '@fuel/domain/contracts/market';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { collectionWindow, remainingLitres } from '@fuel/domain/offers/offer-rules';
import { cbmFromLitres, priceInputFromPer100lE4 } from '@fuel/domain/pricing/money';
import { shortenCollectionWindow } from '@fuel/domain/trading/child-account-rules';
import type { MarketOfferRow } from './market.repository';

/** A market row with its price for this buyer: the stored one, or the engine's for a live offer. */
export type PricedRow = MarketOfferRow & { priceE4: number; recipe: LiveRecipe | null };

export type AnswerContext = {
  today: string;
  currency: 'EUR' | 'CHF';
  deliveryAddress: MarketOffer['deliveryAddress'];
  collectionShorteningDays: number;
  filterOptions: MarketFilterOptions;
  marketData: MarketDataState;
  /** Rows of the whole market after the filters (the page may be fewer). */
  total: number;
};

function compactRow(row: PricedRow, ctx: AnswerContext): CompactMarketOffer {
  const original = collectionWindow(row, ctx.today);
  // A child account's shortened collection period changes `current` only (spec: overrides).
  const current = shortenCollectionWindow(original, ctx.collectionShorteningDays);
  return {
    id: row.id,
    version: row.version,
    sellerId: row.seller.id,
    productId: row.product.id,
    terminalId: row.terminal?.id ?? null,
    regionId: row.region.id,
    pricingType: row.pricingType,
    pricePer100l: priceInputFromPer100lE4(row.priceE4, 'EUR_100L15'),
    pricePerLitre: priceInputFromPer100lE4(row.priceE4, 'EUR_L'),
    liveRecipe: row.recipe,
    remainingCbm: cbmFromLitres(remainingLitres(row)),
    minOrderCbm: cbmFromLitres(row.minOrderLitres),
    maxOrderCbm: cbmFromLitres(Math.min(row.maxOrderLitres, remainingLitres(row))),
    startDate: row.startDate,
    endDate: row.endDate,
    dailyStartTime: row.dailyStartTime,
    dailyEndTime: row.dailyEndTime,
    overrides: sameWindow(current, original) ? { original } : { original, current },
    creditDays: row.creditDays,
  };
}

const sameWindow = (a: ReturnType<typeof collectionWindow>, b: ReturnType<typeof collectionWindow>) =>
  a.collectionTime === b.collectionTime &&
  a.collectionStartDate === b.collectionStartDate &&
  a.collectionEndDate === b.collectionEndDate;

/** Adds each item once by id, in first-seen order. */
function table<T extends { id: number }>() {
  const byId = new Map<number, T>();
  return { add: (item: T) => void (byId.has(item.id) || byId.set(item.id, item)), items: () => [...byId.values()] };
}

/** The compact answer of the rows (already sorted and paged). */
export function compactAnswer(rows: PricedRow[], ctx: AnswerContext): MarketOffersCompact {
  const sellers = table<MarketOffersCompact['sellers'][number]>();
  const products = table<MarketOffersCompact['products'][number]>();
  const terminals = table<MarketOffersCompact['terminals'][number]>();
  const regions = table<MarketOffersCompact['regions'][number]>();
  for (const row of rows) {
    sellers.add({ id: row.seller.id, name: row.seller.name, vatNumber: row.seller.vatId });
    products.add(row.product);
    if (row.terminal) terminals.add(row.terminal);
    regions.add(row.region);
  }
  return {
    offers: rows.map((row) => compactRow(row, ctx)),
    sellers: sellers.items(),
    products: products.items(),
    terminals: terminals.items(),
    regions: regions.items(),
    currency: ctx.currency,
    deliveryAddress: ctx.deliveryAddress,
    filterOptions: ctx.filterOptions,
    marketData: ctx.marketData,
    total: ctx.total,
  };
}
