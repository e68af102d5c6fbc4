import type { MarketFilterOptions, MarketOffer, MarketOffersQuery, MarketOffersResponse } from '@fuel/domain/contracts/market';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate, businessTime } from '@fuel/domain/offers/business-time';
import { collectionWindow, remainingLitres } from '@fuel/domain/offers/offer-rules';
import { cbmFromLitres, priceInputFromPer100lE4 } from '@fuel/domain/pricing/money';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import type { Platform } from '../brand/platform';
import { findBuyerDeliveryAddresses, findChildAccount, findMarketOffers, type MarketOfferRow } from './market.repository';

export type MarketDeps = { db: DbOrTx; platform: Platform; now: () => Date };

const german = new Intl.Collator('de');

/** GET /api/v2/offers: the market of the caller's own buyer account. */
export function getMarketOffers(deps: MarketDeps, auth: Pick<AuthContext, 'accountId'>, query: MarketOffersQuery): Promise<MarketOffersResponse> {
  return marketOf(deps, auth.accountId, query);
}

/** GET /api/offers/childAccount/{id}: a parent account looks at the market of one of its child accounts. */
export async function getChildAccountMarketOffers(
  deps: MarketDeps,
  auth: Pick<AuthContext, 'accountId'>,
  childAccountId: number,
  query: MarketOffersQuery,
): Promise<MarketOffersResponse> {
  const child = await findChildAccount(deps.db, auth.accountId, childAccountId);
  if (!child) throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  return marketOf(deps, child.id, query);
}

async function marketOf(deps: MarketDeps, buyerAccountId: number, query: MarketOffersQuery): Promise<MarketOffersResponse> {
  const now = deps.now();
  const today = businessDate(now);
  const delivered = deps.platform.features.DELIVERED_PRODUCTS;
  const [rows, addresses] = await Promise.all([
    findMarketOffers(deps.db, { buyerAccountId, today, time: businessTime(now), includeDelivered: delivered }),
    delivered ? findBuyerDeliveryAddresses(deps.db, buyerAccountId) : Promise.resolve([]),
  ]);
  addresses.sort((a, b) => german.compare(a.company, b.company) || a.id - b.id);

  let address: (typeof addresses)[number] | null = addresses[0] ?? null;
  if (query.deliveryAddressId !== undefined) {
    address = addresses.find((a) => a.id === query.deliveryAddressId) ?? null;
    if (!address) {
      throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { deliveryAddressId: 'Lieferadresse ist ungültig.' });
    }
  }

  const productIds = new Set([...(query.productId ?? []), ...(query.productIds ?? [])]);
  const terminalIds = new Set([...(query.terminalId ?? []), ...(query.terminalIds ?? [])]);
  const ofProducts = productIds.size ? rows.filter((r) => productIds.has(r.product.id)) : rows;
  const shown = ofProducts.filter(
    (r) =>
      (query.regionId === undefined || r.region.id === query.regionId) &&
      // A terminal filter leaves delivered offers (no terminal) out.
      (terminalIds.size === 0 || (r.terminal !== null && terminalIds.has(r.terminal.id))),
  );

  const currency = deps.platform.features.CURRENCY_CHF ? 'CHF' : 'EUR';
  const deliveryAddress = delivered && address ? { id: address.id, street: address.street, zipCode: address.zipCode } : null;
  const offers = sortForMarket(shown).map((row) => toMarketOffer(row, { today, currency, deliveryAddress }));
  return { offers, filterOptions: filterOptionsOf(ofProducts, addresses) };
}

/** Spec section 9 category order (Heizöl, Diesel, Benzin, others), products by name, then best price first. */
function sortForMarket(rows: MarketOfferRow[]): MarketOfferRow[] {
  // Rank the few distinct products once instead of collating names in every one of n log n comparisons.
  const products = [...new Map(rows.map((r) => [r.product.id, r.product])).values()].sort(
    (a, b) => a.categorySort - b.categorySort || german.compare(a.name, b.name) || a.id - b.id,
  );
  const rank = new Map(products.map((p, i) => [p.id, i]));
  return [...rows].sort(
    (a, b) => rank.get(a.product.id)! - rank.get(b.product.id)! || (a.pricePer100lE4 ?? 0) - (b.pricePer100lE4 ?? 0) || a.id - b.id,
  );
}

function toMarketOffer(
  row: MarketOfferRow,
  ctx: { today: string; currency: 'EUR' | 'CHF'; deliveryAddress: MarketOffer['deliveryAddress'] },
): MarketOffer {
  const priceE4 = row.pricePer100lE4 ?? 0;
  const window = collectionWindow(row, ctx.today);
  return {
    id: row.id,
    version: row.version,
    seller: { id: row.seller.id, name: row.seller.name },
    product: row.product,
    deliveryType: row.terminal ? 'PICKUP' : 'DELIVERED',
    terminal: row.terminal,
    region: row.region,
    pricingType: row.pricingType,
    currency: ctx.currency,
    pricePer100l: priceInputFromPer100lE4(priceE4, 'EUR_100L15'),
    pricePerLitre: priceInputFromPer100lE4(priceE4, 'EUR_L'),
    remainingCbm: cbmFromLitres(remainingLitres(row)),
    minOrderCbm: cbmFromLitres(row.minOrderLitres),
    maxOrderCbm: cbmFromLitres(Math.min(row.maxOrderLitres, remainingLitres(row))),
    startDate: row.startDate,
    endDate: row.endDate,
    dailyStartTime: row.dailyStartTime,
    dailyEndTime: row.dailyEndTime,
    selectedQuantity: 0,
    // Shareholder shortenings of the collection period (a later issue) change `current` only.
    overrides: { current: window, original: window },
    deliveryAddress: ctx.deliveryAddress,
    vatNumber: row.seller.vatId,
    creditDays: row.creditDays,
    paymentTerm: row.paymentTerm,
  };
}

function filterOptionsOf(rows: MarketOfferRow[], addresses: Awaited<ReturnType<typeof findBuyerDeliveryAddresses>>): MarketFilterOptions {
  const terminals = new Map<number, MarketFilterOptions['terminals'][number]>();
  for (const row of rows) {
    if (row.terminal && !terminals.has(row.terminal.id)) terminals.set(row.terminal.id, { ...row.terminal, region: row.region });
  }
  return {
    deliveryAddress: addresses,
    terminals: [...terminals.values()].sort((a, b) => german.compare(a.region.name, b.region.name) || german.compare(a.name, b.name)),
  };
}
