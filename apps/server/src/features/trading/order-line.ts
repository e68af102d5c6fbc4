// ONE evaluation of an order line, for the basket (reserving or refreshing a price) and for
// placement (again, under lock). Which rows it reads, and whether they are locked, is the
// LineReader it is handed: currentRows reads as things are, lockedRows locks first.
import { collectionWindow, type CollectionWindow } from '@fuel/domain/offers/offer-rules';
import type { PriceBasis, PriceStep } from '@fuel/domain/pricing/live-pricing';
import { adjustedPriceSteps, fixedPriceSteps } from '@fuel/domain/pricing/price-from-market';
import { shortenCollectionWindow } from '@fuel/domain/trading/child-account-rules';
import {
  additiveLineRefusal,
  finalLinePriceE4,
  orderLineRefusal,
  TRADE_MARKETS,
  type TradeMarket,
} from '@fuel/domain/trading/order-line';
import { priceFromMarket } from '@fuel/domain/pricing/engine';
import { mixParts, triggerRefusal, type MixPart } from '@fuel/domain/trigger-contracts/trigger-rules';
import { lockCreditPools, termsForTrading, type BuyerTermsForTrading } from '../buyer-management/buyer-terms.service';
import { childOrderSettings } from '../child-accounts/child-accounts.service';
import { priceLiveOfferNow } from '../pricing-engine/live-pricing.service';
import {
  contractProducts,
  contractRecipe,
  type ContractForTrade,
  type PricedProduct,
} from '../trigger-contracts/trigger-contracts.service';
import { resolveAdditiveLocation, resolveDeliveryAddress, type BuyerAccount } from './buyer-account';
import { marketOf, type TradedRow } from './markets';
import { refuse, tradeError } from './trade-error';
import type { TradeContext } from './trading.service';

/** A price the buyer reserved in the basket, with the terms it was reserved under. */
export type HeldPrice = {
  priceE4: number;
  basis: PriceBasis | null;
  steps: PriceStep[] | null;
  termsVersion: number;
  expiresAt: Date;
};

/** A trigger price held for the checkout (decision 027): it orders only until it expires. A petrol mix holds each product's price. */
export type TriggerHold = {
  holdId: string;
  priceE4: number;
  basis: PriceBasis;
  steps: PriceStep[] | null;
  expiresAt: Date;
  productPrices: Array<{ productId: number; priceE4: number; basis: PriceBasis; steps: PriceStep[] | null }> | null;
};

export type OrderLine = {
  market: TradeMarket;
  /** What the line buys in its market: an offer on the spot or additive market, a contract on the trigger market. */
  offerId: number;
  /** Litres asked for; an additive line asks for units instead (its litres follow from the offer's purchase unit). */
  litres: number;
  buyer: BuyerAccount;
  deliveryAddressId: number | null | undefined;
  held: HeldPrice | null;
  /**
   * A trigger line's lifting period and price hold. A petrol-mix trigger is one line per product
   * (issue 24 part 5): `mix` names the line's product and every part of the trigger, so each line is
   * checked against the whole trigger (quantity, volume, split within the flexibility).
   */
  trigger?: {
    lifting: { from: string; to: string };
    hold: TriggerHold | null;
    mix?: { productId: number; parts: MixPart[] };
  };
  /** An additive line's number of units and the buyer's additive delivery location. */
  additive?: { units: number; locationId: number | null | undefined };
};

export type ChildOrderSettings = Awaited<ReturnType<typeof childOrderSettings>>;

/** Where the facts of a line come from: read as they are now, or locked for placement. */
export type LineReader = {
  offer(line: Pick<OrderLine, 'market' | 'offerId'>): Promise<TradedRow | null>;
  terms(buyerAccountId: number, sellerAccountId: number): Promise<BuyerTermsForTrading | null>;
  child(buyer: BuyerAccount): Promise<ChildOrderSettings>;
};

/** A line's charged price with the market data and the explained steps it came from (steps: null for additives and older holds). */
export type LinePrice = { priceE4: number; basis: PriceBasis | null; steps: PriceStep[] | null };

export type EvaluatedLine = LinePrice & {
  line: OrderLine;
  offer: TradedRow;
  terms: BuyerTermsForTrading;
  /** The buyer's terms for the product; creditDays null = no granted term (a trigger on a product not granted, decision 050). */
  productTerms: Omit<BuyerTermsForTrading['products'][number], 'creditDays'> & { creditDays: number | null };
  child: ChildOrderSettings;
  deliveryAddressId: number | null;
  /** The litres the line takes (an additive line: units x litres of the purchase unit). */
  litres: number;
  /** An additive line as it is ordered: units at the offer's price per unit to a location of the buyer. */
  additive: { units: number; purchaseUnitId: number; pricePerUnitE4: number; locationId: number } | null;
};

export type LineOptions = {
  /** Litres of the same offer taken by earlier lines of the same submit. */
  earlierLitres: number;
  /** Placement needs a delivered offer's address; the basket takes one when given. */
  addressRequired: boolean;
};

/**
 * Everything one line must pass except credit and daily limits (decided at placement over all
 * lines): the offer's state, seller, buyer terms, the parent's terms of a child account, quantity,
 * volume, a price above zero that is fresh (or still held), and the delivery address.
 */
export async function evaluateOrderLine(
  ctx: TradeContext,
  reader: LineReader,
  line: OrderLine,
  opts: LineOptions,
): Promise<EvaluatedLine> {
  if (line.trigger) return evaluateTriggerLine(ctx, reader, line, line.trigger);
  if (line.additive) return evaluateAdditiveLine(ctx, reader, line, line.additive, opts);
  const found = await reader.offer(line);
  const foundTerms = found ? await reader.terms(line.buyer.id, found.sellerAccountId) : null;
  const child = await reader.child(line.buyer);
  const broken = orderLineRefusal({
    offer: found,
    singleSeller: ctx.singleSeller,
    terms: foundTerms,
    childTerminalIds: child?.terminalIds ?? null,
    litres: line.litres,
    earlierLitres: opts.earlierLitres,
    now: ctx.now,
    brand: ctx.brand,
  });
  if (broken) throw refuse(broken);
  // orderLineRefusal refuses a line without offer or terms, so both are here.
  const offer = found!;
  const terms = foundTerms!;
  const price = await linePrice(ctx, line, offer, terms, child);
  const deliveryAddressId = await resolveDeliveryAddress(
    ctx.db,
    offer,
    line.buyer.id,
    line.deliveryAddressId,
    opts.addressRequired,
  );
  const productTerms = terms.products.find((p) => p.productId === offer.productId)!;
  return { ...price, line, offer, terms, productTerms, child, deliveryAddressId, litres: line.litres, additive: null };
}

/**
 * An additive line (issue 17): the additive rules (domain additiveLineRefusal: offer ACTIVE, the
 * relationship ENABLED with additives enabled and the product allowed, units between min and max and
 * no more than is left) against the offer as read, then one of the buyer's additive delivery locations.
 * The price is the offer's price per unit; the credit days are the buyer's for the additive product.
 * Additives have no daily limit; credit is checked at placement as for every line.
 */
async function evaluateAdditiveLine(
  ctx: TradeContext,
  reader: LineReader,
  line: OrderLine,
  asked: NonNullable<OrderLine['additive']>,
  opts: LineOptions,
): Promise<EvaluatedLine> {
  const offer = await reader.offer(line);
  const additive = offer?.additive ?? null;
  const terms = offer ? await reader.terms(line.buyer.id, offer.sellerAccountId) : null;
  const broken = additiveLineRefusal({
    offer: additive,
    singleSeller: ctx.singleSeller,
    terms,
    units: asked.units,
    // Earlier lines of the same offer were evaluated against the same row, so their litres are whole units of it.
    earlierUnits: additive ? opts.earlierLitres / additive.unitLitres : 0,
  });
  if (broken) throw refuse(broken);
  // additiveLineRefusal refuses a line without offer or terms, so both are here.
  const { unitLitres, purchaseUnitId, pricePerUnitE4, productId } = additive!;
  const locationId = await resolveAdditiveLocation(ctx.db, line.buyer.id, asked.locationId);
  const creditDays = terms!.additiveProducts.find((p) => p.productId === productId)!.creditDays;
  return {
    priceE4: offer!.pricePer100lE4!,
    basis: null,
    // An additive is billed per unit (units x price per unit); its dialog explains that, not steps per 100 L.
    steps: null,
    line,
    offer: offer!,
    terms: terms!,
    productTerms: { productId, creditDays, dailyLimitLitres: null },
    child: null,
    deliveryAddressId: null,
    litres: asked.units * unitLitres,
    additive: { units: asked.units, purchaseUnitId, pricePerUnitE4, locationId },
  };
}

/**
 * A trigger line: the contract's rules (domain trigger-rules, spec section 5 "Trigger checkout") in
 * place of an offer's, against the contract read under its lock, with the relationship ENABLED (and
 * the single seller's, in that mode). The buyer's product terms give the payment term when there are
 * any (effectivePaymentTerm, decision 050); the seller's daily litres limit of the spot market does not apply, the contract's daily
 * trigger limit does. Credit is checked at placement as for every line.
 */
async function evaluateTriggerLine(
  ctx: TradeContext,
  reader: LineReader,
  line: OrderLine,
  trigger: NonNullable<OrderLine['trigger']>,
): Promise<EvaluatedLine> {
  const offer = await reader.offer(line);
  // The contract was read when the submit began; gone only if it was deleted since.
  if (!offer?.contract) throw tradeError('TRIGGER_TECHNICAL_ERROR');
  const contract = offer.contract;
  const terms = await reader.terms(line.buyer.id, offer.sellerAccountId);
  const child = await reader.child(line.buyer);
  const sellerAllowed = !ctx.singleSeller || ctx.singleSeller.sellerId === offer.sellerAccountId;
  // A mix line is checked as the whole trigger: its quantity and volume are the sum of the parts.
  const triggerLitres = trigger.mix ? trigger.mix.parts.reduce((sum, p) => sum + p.litres, 0) : line.litres;
  const broken = triggerRefusal({
    contract: {
      ...contract.c,
      window: contract.c.triggerWindow,
      liftingStart: contract.c.petrolMix?.liftingStart ?? null,
    },
    connected: Boolean(terms?.canTrade) && sellerAllowed,
    triggersToday: contract.triggersToday,
    litres: triggerLitres,
    lifting: trigger.lifting,
    now: ctx.now,
  });
  if (broken) throw refuse(broken);
  const product = triggerLineProduct(contract, trigger, triggerLitres);
  const price = triggerLinePrice(ctx, contract, trigger.hold, product);
  const found = terms!.products.find((p) => p.productId === product.id);
  const productTerms = { productId: product.id, creditDays: found?.creditDays ?? null, dailyLimitLitres: null };
  // The order is of the line's product (a mix product, or the contract's own).
  const ordered = {
    ...offer,
    productId: product.id,
    productName: product.name,
    productCategory: product.category,
    productDensity: product.density === null ? null : String(product.density),
  };
  return {
    ...price,
    line,
    offer: ordered,
    terms: terms!,
    productTerms,
    child,
    deliveryAddressId: null,
    litres: line.litres,
    additive: null,
  };
}

/**
 * The product a trigger line orders: the contract's own, or for a petrol mix the line's product, when
 * the split (read under the contract's lock) is the mix's products inside the agreed flexibility and
 * adds up to the trigger; else 422 TRIGGER_MIX_SPLIT_INVALID.
 */
function triggerLineProduct(
  contract: ContractForTrade,
  trigger: NonNullable<OrderLine['trigger']>,
  triggerLitres: number,
): PricedProduct {
  const products = contractProducts(contract, contract.mixProducts);
  const mix = contract.c.petrolMix;
  if (!mix && !trigger.mix) return products[0]!;
  const parts = mix && trigger.mix ? mixParts(triggerLitres, mix, trigger.mix.parts) : null;
  const product = parts?.some((p) => p.productId === trigger.mix!.productId)
    ? products.find((p) => p.id === trigger.mix!.productId)
    : undefined;
  if (!product) throw tradeError('TRIGGER_MIX_SPLIT_INVALID');
  return product;
}

/**
 * The trigger price of one of the contract's products: the held one until it expires (after that the
 * checkout is closed and retried, decision 027), else the product's composition (decision 048) from the
 * live market now; without fresh market data a trigger cannot be priced (409 MARKET_DATA_UNAVAILABLE).
 */
export function triggerLinePrice(
  ctx: Pick<TradeContext, 'now' | 'currency' | 'marketData' | 'livePriceMaxAgeMs'>,
  contract: ContractForTrade,
  hold: TriggerHold | null,
  product: PricedProduct,
): LinePrice {
  if (hold) {
    if (hold.expiresAt.getTime() <= ctx.now.getTime()) throw tradeError('TRIGGER_TECHNICAL_ERROR');
    if (!contract.c.petrolMix) return finalPrice(hold, 0);
    // A mix holds each product's price; a hold without this product's price was made for another contract state.
    const held = hold.productPrices?.find((p) => p.productId === product.id);
    if (!held) throw tradeError('TRIGGER_TECHNICAL_ERROR');
    return finalPrice(held, 0);
  }
  const result = priceFromMarket(
    contractRecipe(contract, contract.rules, ctx.currency, product),
    ctx.marketData.quotes(null),
    ctx.now,
    { maxAgeMs: ctx.livePriceMaxAgeMs, explain: true },
  );
  if (!result.ok) throw tradeError('MARKET_DATA_UNAVAILABLE');
  return finalPrice({ priceE4: result.pricePer100lE4, basis: result.basis, steps: result.steps }, 0);
}

/**
 * A held price orders while it holds; after that only when the price now is the same, else the offer
 * as reserved is no longer available. Changed buyer terms always refuse. Without a held price the
 * line is priced now, for the ordering account, plus a child account's surcharge.
 */
async function linePrice(
  ctx: TradeContext,
  line: OrderLine,
  offer: TradedRow,
  terms: BuyerTermsForTrading,
  child: ChildOrderSettings,
): Promise<LinePrice> {
  const { held } = line;
  if (held && held.termsVersion !== terms.termsVersion) throw tradeError('PAYMENT_TERM_CHANGED');
  // The held price already holds the child's surcharge; it is checked again all the same.
  if (held && held.expiresAt.getTime() > ctx.now.getTime()) return finalPrice(held, 0);
  const price = finalPrice(await sellerPrice(ctx, offer, line.buyer.id), child?.priceAdjustmentE4 ?? 0);
  if (held && held.priceE4 !== price.priceE4) throw tradeError('OFFER_NOT_AVAILABLE');
  return price;
}

/** The charged price (decision 049) with a child account's adjustment, and the steps that explain it. */
function finalPrice(price: LinePrice, childAdjustmentE4: number): LinePrice {
  const priceE4 = finalLinePriceE4(price.priceE4, childAdjustmentE4);
  if (typeof priceE4 !== 'number') throw refuse(priceE4);
  return {
    priceE4,
    basis: price.basis,
    steps: price.steps ? adjustedPriceSteps(price.steps, price.priceE4, childAdjustmentE4) : null,
  };
}

/**
 * The seller's price now for the ordering account: the stored price of a fixed offer, the engine's
 * price of a live one with the market data it used. Without fresh market data a live offer cannot
 * be priced (409 MARKET_DATA_UNAVAILABLE).
 */
async function sellerPrice(ctx: TradeContext, offer: TradedRow, buyerAccountId: number): Promise<LinePrice> {
  if (offer.pricingType !== 'LIVE') {
    if (offer.pricePer100lE4 === null) throw tradeError('OFFER_NOT_AVAILABLE');
    // A fixed price stored with 4 decimals (before decision 049) is charged in whole cents, and says so.
    const { priceE4, steps } = fixedPriceSteps(
      offer.pricePer100lE4,
      0,
      ctx.currency === 'CHF' ? 'CHF/100L15' : 'EUR/100L15',
    );
    return { priceE4, basis: null, steps };
  }
  const deps = { db: ctx.db, marketData: ctx.marketData, maxAgeMs: ctx.livePriceMaxAgeMs };
  const { result } = await priceLiveOfferNow(
    deps,
    offer,
    buyerAccountId,
    { currency: ctx.currency, now: ctx.now },
    true,
  );
  if (!result.ok) throw tradeError('MARKET_DATA_UNAVAILABLE');
  return { priceE4: result.pricePer100lE4, basis: result.basis, steps: result.steps };
}

/** The basket: reads the rows as they are, without locks. */
export function currentRows(ctx: TradeContext): LineReader {
  return {
    offer: (line) => marketOf(line.market).find(ctx.db, line.offerId, ctx.now),
    terms: (buyerAccountId, sellerAccountId) =>
      termsForTrading(ctx.db, { buyerAccountId, sellerAccountId }, { today: ctx.today }),
    child: (buyer) => childOrderSettings(ctx.db, buyer),
  };
}

/** The line's collection window: the offer's, shortened by a child account's parent. */
export const lineCollectionWindow = (offer: TradedRow, child: ChildOrderSettings, today: string): CollectionWindow =>
  shortenCollectionWindow(collectionWindow(offer, today), child?.collectionShorteningDays ?? 0);

const pairKey = (buyerAccountId: number, sellerAccountId: number) => `${buyerAccountId}:${sellerAccountId}`;
const byNumber = (a: number, b: number) => a - b;

/**
 * Placement (inside its transaction): reads the rows the lines are checked against and locks those
 * that need it, in one order for every placement, so two placements never wait on each other
 * crosswise (decisions 012, 034): the shared credit pools of the pairs (a group's parent relationship
 * with the seller, decision 051, so the group's orders at one seller run one after another), each
 * buyer-seller relationship (credit and daily limit are per pair, so this serialises one buyer's
 * orders at one seller), then each child account's settings (its daily
 * limit spans all sellers), then the rows of 'lock' markets (trigger contracts, decision 027). A spot
 * offer is read without a lock: placement takes its litres last, by a conditional update that holds
 * only while the offer is as read (markets.ts), so the row every buyer of a hot offer needs is held
 * from that update to the commit only.
 */
export async function lockedRows(ctx: TradeContext, lines: OrderLine[]): Promise<LineReader> {
  const offers = new Map<string, TradedRow>();
  const offerOf = (line: Pick<OrderLine, 'market' | 'offerId'>) => offers.get(`${line.market}:${line.offerId}`) ?? null;
  const idsOf = (market: TradeMarket) =>
    [...new Set(lines.filter((l) => l.market === market).map((l) => l.offerId))].sort(byNumber);

  // Unlocked reads: the rows of 'take' markets as they are checked, and each line's seller.
  const sellers = new Map<string, number>();
  for (const market of TRADE_MARKETS) {
    for (const id of idsOf(market)) {
      const row = await marketOf(market).find(ctx.db, id, ctx.now);
      if (!row) continue;
      sellers.set(`${market}:${id}`, row.sellerAccountId);
      if (marketOf(market).hold === 'take') offers.set(`${market}:${id}`, row);
    }
  }

  const pairs = new Map<string, { buyerAccountId: number; sellerAccountId: number }>();
  for (const line of lines) {
    const sellerAccountId = sellers.get(`${line.market}:${line.offerId}`);
    if (sellerAccountId !== undefined)
      pairs.set(pairKey(line.buyer.id, sellerAccountId), { buyerAccountId: line.buyer.id, sellerAccountId });
  }
  await lockCreditPools(ctx.db, [...pairs.values()], { today: ctx.today });
  const terms = new Map<string, BuyerTermsForTrading | null>();
  for (const pair of [...pairs.values()].sort(
    (a, b) => a.buyerAccountId - b.buyerAccountId || a.sellerAccountId - b.sellerAccountId,
  )) {
    terms.set(
      pairKey(pair.buyerAccountId, pair.sellerAccountId),
      await termsForTrading(ctx.db, pair, { today: ctx.today, lock: true }),
    );
  }

  const children = new Map<number, ChildOrderSettings>();
  for (const buyer of [...new Map(lines.map((l) => [l.buyer.id, l.buyer])).values()].sort((a, b) => a.id - b.id)) {
    children.set(buyer.id, await childOrderSettings(ctx.db, buyer, { lock: true }));
  }

  for (const market of TRADE_MARKETS) {
    const ids = idsOf(market);
    if (ids.length === 0 || marketOf(market).hold !== 'lock') continue;
    for (const [id, row] of await marketOf(market).lock(ctx.db, ids, ctx.now)) offers.set(`${market}:${id}`, row);
  }

  return {
    offer: async (line) => offerOf(line),
    terms: async (buyerAccountId, sellerAccountId) => terms.get(pairKey(buyerAccountId, sellerAccountId)) ?? null,
    child: async (buyer) => children.get(buyer.id) ?? null,
  };
}
