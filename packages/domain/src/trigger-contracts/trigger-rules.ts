// The rules of a trigger contract that need no database (issue 13, spec sections 3, 5 "Trigger
// checkout", 8): the trigger price (a premium over an ICE month, priced by the one pricing engine),
// the trigger window, quantity, daily trigger count, remaining volume, lifting period and the petrol-mix
// split. The server checks them under lock when a trigger is placed, the list shows the same answer as
// the reason an action is disabled.
import { currencyFxOf } from '../brands/currency';
import type { Currency } from '../formats/number';
import type { ErrorCode } from '../contracts/errors';
import { ERROR_MESSAGES } from '../errors/messages';
import { symbolOfFutureMonth, type FutureMonth } from '../market-data/symbols';
import { businessDate, businessTime } from '../offers/business-time';
import { daysBetween, isIsoDate, monthDays } from '../calendar/days';
import { monthSequence } from '../calendar/months';
import type { ProductCategory } from '../constants';
import type { PricingRule, PricingRuleKind } from '../contracts/pricing-engine';
import { DEFAULT_FX_SYMBOL } from '../pricing/engine';
import type { LiveRecipe } from '../pricing/live-pricing';
import { RULE_ADJUSTMENT_KINDS, ruleAdjustments, ruleDensity, selectRules } from '../pricing/resolve-live-pricing';

export const PREMIUM_UNITS = ['EUR_100L15', 'USD_MT'] as const;
export type PremiumUnit = (typeof PREMIUM_UNITS)[number];

/**
 * What buyer and seller agreed the price on: a premium over an ICE Low Sulphur Gasoil month, and
 * optionally a freight (EUR/100L15) that replaces the seller's PRICE-group rules for this contract.
 */
export type TriggerPriceBasis = {
  futureMonth: FutureMonth;
  premium: number;
  premiumUnit: PremiumUnit;
  agreedFreight?: number | null;
};

/** ISO weekdays (1 = Monday ... 7 = Sunday) and wall-clock times in Europe/Berlin; `to` is exclusive, "24:00" allowed. */
export type TriggerWindow = { days: number[]; from: string; to: string };

export const ROUND_THE_CLOCK: TriggerWindow = { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' };

/** A contract's month "YYYY-MM" of an instant (the business calendar). */
export const monthOf = (now: Date): string => businessDate(now).slice(0, 7);

export const isMonth = (text: string): boolean => /^\d{4}-\d{2}$/.test(text) && isIsoDate(`${text}-01`);

/**
 * A contract is for the current business month or a later one (issue 25 part 2): a past month would be
 * a contract nobody can trigger. Server and form both ask this rule (monthOf: Europe/Berlin calendar).
 */
export const isContractMonthAllowed = (month: string, now: Date): boolean => isMonth(month) && month >= monthOf(now);

/** The months the contract form offers: the current business month and the `count - 1` after it. */
export function contractMonthOptions(now: Date, count = 13): string[] {
  return monthSequence(monthOf(now), count);
}

/** What a contract's price adds to its basis (decision 048): the seller's rules of these kinds; the rest are fixed by the contract. */
export const CONTRACT_RULE_KINDS = [
  'DUTY',
  'BIO_BLEND',
  'PRICE',
  'DENSITY',
] as const satisfies readonly PricingRuleKind[];

/** The step an agreed freight of one contract adds in place of the seller's PRICE groups. */
export const AGREED_FREIGHT_LABEL = 'Vereinbarte Fracht';

/** What a contract is priced for: its basis, product (a petrol mix prices each product), terminal, buyer and the seller's rules. */
export type TriggerPricingInput = {
  contractId: number;
  basis: TriggerPriceBasis;
  productId: number;
  terminalId: number;
  buyerAccountId: number;
  /** products.density, null for the category default. */
  productDensity: number | null;
  productCategory: ProductCategory | string;
  /** The seller's pricing rules (any order; those that do not apply are skipped). */
  rules: readonly PricingRule[];
  currency: Currency;
};

/**
 * The recipe the pricing engine prices a contract from (issue 24 part 1, decision 048): the basis the two
 * agreed (the ICE month's quote plus the premium, in USD/mt before the FX step or in EUR/100L15 after it,
 * with the live EUR/USD) plus what the seller's rules add for this product, terminal and buyer, through
 * the SAME rule step as a live offer (resolve-live-pricing selectRules/ruleAdjustments): duties and
 * levies, bio blend, price groups such as freight (replaced by the contract's agreed freight when it has
 * one), and the density. Month, premium and FX basis are the contract's, so ICE_LIVE, ICE_EXPIRY,
 * settlement, FX, ICE_LIVE_PREMIUM and minimum-price rules do not apply; nor does an OFFER-scope rule
 * (the rule context has no offer). In CHF on brand B. priceFromMarket prices it and explains every step.
 */
export function triggerRecipe(input: TriggerPricingInput): LiveRecipe {
  const { basis } = input;
  const ctx = {
    offerId: null,
    productId: input.productId,
    terminalId: input.terminalId,
    buyerAccountId: input.buyerAccountId,
  };
  const selection = selectRules(
    input.rules.filter((r) => (CONTRACT_RULE_KINDS as readonly string[]).includes(r.kind)),
    ctx,
  );
  const freight = basis.agreedFreight ?? null;
  const adjustments: LiveRecipe['adjustments'] = [
    {
      label: 'Prämie',
      ruleId: null,
      amount: basis.premium,
      unit: basis.premiumUnit === 'USD_MT' ? 'USD/mt' : 'EUR/100L15',
    },
    ...ruleAdjustments(selection, freight === null ? RULE_ADJUSTMENT_KINDS : ['DUTY', 'BIO_BLEND']),
    ...(freight === null
      ? []
      : [{ label: AGREED_FREIGHT_LABEL, ruleId: null, amount: freight, unit: 'EUR/100L15' as const }]),
  ];
  return {
    offerId: input.contractId,
    symbol: symbolOfFutureMonth(basis.futureMonth),
    futureMonth: basis.futureMonth,
    originalFutureMonth: basis.futureMonth,
    settlePriceUsdMt: null,
    fx: { mode: 'LIVE', symbol: DEFAULT_FX_SYMBOL, premium: 0 },
    density: ruleDensity(selection, input.productDensity, input.productCategory),
    quoteSellerAccountId: null,
    adjustments,
    minPriceE4: null,
    fixedPriceE4: null,
    currencyFx: currencyFxOf(input.currency),
  };
}

/**
 * What a contract's price includes, for the contract form and the buyer's list: the labels of the steps
 * the seller's rules (and an agreed freight) add, e.g. "inkl. Energiesteuer und CO2-Abgabe, zzgl. MwSt.".
 */
export function includedInPrice(recipe: Pick<LiveRecipe, 'adjustments'>): string {
  const labels = [...new Set(recipe.adjustments.filter((a) => a.label !== 'Prämie').map((a) => a.label))];
  if (labels.length === 0) return 'zzgl. MwSt.';
  const list = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} und ${labels.at(-1)!}`;
  return `inkl. ${list}, zzgl. MwSt.`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isWindowTime = (text: string, allowEndOfDay = false): boolean =>
  TIME.test(text) || (allowEndOfDay && text === '24:00');

/** ISO weekday of a business date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Inside the window: on one of its weekdays and from <= time < to, in Europe/Berlin. */
export function isWithinTriggerWindow(window: TriggerWindow, now: Date): boolean {
  if (!window.days.includes(isoWeekday(businessDate(now)))) return false;
  const time = businessTime(now);
  return time >= window.from && (window.to === '24:00' || time < window.to);
}

/** Volume left of the month: the contract's volume less online triggers (not declined) and offline ones. */
export const remainingContractLitres = (c: {
  volumeLitres: number;
  triggeredLitres: number;
  offlineLitres: number;
}): number => Math.max(0, c.volumeLitres - c.triggeredLitres - c.offlineLitres);

export type TriggerRefusal = { code: ErrorCode; message: string };
const refusal = (code: ErrorCode): TriggerRefusal => ({ code, message: ERROR_MESSAGES[code] });

/** What a trigger is checked against, read under lock at placement. */
export type TriggerFacts = {
  contract: {
    status: 'ACTIVE' | 'PAUSED' | 'ENDED';
    month: string;
    window: TriggerWindow;
    volumeLitres: number;
    triggeredLitres: number;
    offlineLitres: number;
    minOrderLitres: number;
    maxOrderLitres: number;
    dailyTriggerLimit: number;
    /** A petrol-mix contract's first lifting day (PetrolMix.liftingStart); null without one. */
    liftingStart?: string | null;
  };
  /** The buyer-seller relationship is ENABLED and the buyer may trade. */
  connected: boolean;
  triggersToday: number;
  litres: number;
  lifting: { from: string; to: string };
  now: Date;
};

/**
 * The first rule a trigger breaks, or null, in the order of spec section 5 "Trigger checkout":
 * allowed at all (active contract of the current month, connected buyer), time window, quantity,
 * lifting period, daily trigger count, remaining monthly volume.
 */
export function triggerRefusal(f: TriggerFacts): TriggerRefusal | null {
  const c = f.contract;
  if (c.status !== 'ACTIVE' || c.month !== monthOf(f.now) || !f.connected) return refusal('TRIGGER_NOT_ALLOWED');
  if (!isWithinTriggerWindow(c.window, f.now)) return refusal('TRIGGER_OUTSIDE_TIME');
  if (f.litres < c.minOrderLitres || f.litres > c.maxOrderLitres) return refusal('TRIGGER_QUANTITY_OUT_OF_RANGE');
  if (!isValidLiftingPeriod(f.lifting, c.month, businessDate(f.now))) return refusal('TRIGGER_LIFTING_PERIOD_INVALID');
  if (!liftsFromStart(f.lifting, c.liftingStart ?? null)) return refusal('TRIGGER_BEFORE_LIFTING_START');
  if (f.triggersToday >= c.dailyTriggerLimit) return refusal('TRIGGER_DAILY_LIMIT_REACHED');
  if (f.litres > remainingContractLitres(c)) return refusal('TRIGGER_VOLUME_EXHAUSTED');
  return null;
}

/** A lifting period is real dates, from <= to, not before today and inside the contract's month. */
export function isValidLiftingPeriod(lifting: { from: string; to: string }, month: string, today: string): boolean {
  if (!isIsoDate(lifting.from) || !isIsoDate(lifting.to)) return false;
  const { first, last } = monthDays(month);
  return (
    daysBetween(lifting.from, lifting.to) >= 0 && lifting.from >= today && lifting.from >= first && lifting.to <= last
  );
}

/** The contract's lifting start is kept: no lifting period begins before it (issue 24 part 5). */
export const liftsFromStart = (lifting: { from: string }, liftingStart: string | null): boolean =>
  liftingStart === null || lifting.from >= liftingStart;

export const TRIGGER_DISABLED_REASONS = {
  OUTSIDE_TIME: 'Außerhalb der Triggerzeit',
  DAILY_LIMIT: 'Maximale Anzahl Trigger pro Tag erreicht',
  CONNECTION: 'Verbindung zum Verkäufer unterbrochen',
  VOLUME: 'Restmenge nicht ausreichend',
  NOT_ACTIVE: 'Vertrag ist nicht aktiv',
} as const;
export type TriggerDisabledReason = keyof typeof TRIGGER_DISABLED_REASONS;

/**
 * Why the list's "Trigger" action is disabled now (spec section 8 "Trigger list disabled states"), or
 * null when it is enabled. The connection is interrupted when the relationship is not ENABLED or the
 * live price is not fresh.
 */
export function triggerDisabledReason(
  f: Pick<TriggerFacts, 'contract' | 'connected' | 'triggersToday' | 'now'> & { priceFresh: boolean },
): TriggerDisabledReason | null {
  const c = f.contract;
  if (c.status !== 'ACTIVE' || c.month !== monthOf(f.now)) return 'NOT_ACTIVE';
  if (!f.connected || !f.priceFresh) return 'CONNECTION';
  if (!isWithinTriggerWindow(c.window, f.now)) return 'OUTSIDE_TIME';
  if (f.triggersToday >= c.dailyTriggerLimit) return 'DAILY_LIMIT';
  if (remainingContractLitres(c) < c.minOrderLitres) return 'VOLUME';
  return null;
}

/** How many products a petrol mix splits into. */
export const PETROL_MIX_PRODUCTS = { min: 2, max: 5 } as const;

export type PetrolMix = {
  split: Array<{ productId: number; percent: number }>;
  flexibilityPercent: number;
  liftingStart: string;
};

/**
 * A petrol-mix trigger's litres per product: the agreed share of each, with the band the flexibility
 * (± percent of each share) allows. Rounded to whole litres; the last product takes the remainder so
 * the parts add up to the trigger.
 */
export function petrolMixSplit(
  litres: number,
  mix: PetrolMix,
): Array<{ productId: number; litres: number; minLitres: number; maxLitres: number }> {
  let assigned = 0;
  return mix.split.map((part, index) => {
    const share = index === mix.split.length - 1 ? litres - assigned : Math.round((litres * part.percent) / 100);
    assigned += share;
    const band = Math.round((share * mix.flexibilityPercent) / 100);
    return { productId: part.productId, litres: share, minLitres: Math.max(0, share - band), maxLitres: share + band };
  });
}

/** One product's litres of a petrol-mix trigger. */
export type MixPart = { productId: number; litres: number };

/**
 * The litres per product a mix trigger orders (issue 24 part 5): the buyer's own split when given, else
 * the agreed one. The buyer may move each product inside its band (± flexibility percent of its agreed
 * share, petrolMixSplit) as long as every product of the mix is there once, with whole litres above zero,
 * and the parts add up to the trigger's litres. Null when the buyer's split breaks one of these.
 */
export function mixParts(
  litres: number,
  mix: PetrolMix,
  chosen: readonly MixPart[] | null | undefined,
): MixPart[] | null {
  const agreed = petrolMixSplit(litres, mix);
  if (!chosen) return agreed.map(({ productId, litres: l }) => ({ productId, litres: l }));
  if (chosen.length !== agreed.length) return null;
  let sum = 0;
  for (const part of agreed) {
    const own = chosen.filter((c) => c.productId === part.productId);
    if (own.length !== 1) return null;
    const l = own[0]!.litres;
    if (!Number.isInteger(l) || l <= 0 || l < part.minLitres || l > part.maxLitres) return null;
    sum += l;
  }
  if (sum !== litres) return null;
  // In the agreed order, so the orders of one trigger always come in the same order.
  return agreed.map((part) => ({
    productId: part.productId,
    litres: chosen.find((c) => c.productId === part.productId)!.litres,
  }));
}

/** Only petrol products (category BENZIN) form a mix: the products of a mix that are not petrol. */
export const nonPetrolMixProducts = <P extends { id: number; category: string }>(
  mix: PetrolMix,
  products: readonly P[],
): number[] =>
  mix.split.map((p) => p.productId).filter((id) => products.find((p) => p.id === id)?.category !== 'BENZIN');
