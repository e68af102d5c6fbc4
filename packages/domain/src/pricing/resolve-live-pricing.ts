import { currencyFxOf } from '../brands/currency';
import type { ProductCategory } from '../constants';
import type { AppliedRule, PricingRule, PricingRuleKind, PricingRuleOf } from '../contracts/pricing-engine';
import { isAdditiveRuleKind, PRICING_RULE_SCOPE_LABELS } from '../contracts/pricing-engine';
import type { PriceType } from '../contracts/market-data';
import { formatNumber } from '../formats/number';
import { symbolOfFutureMonth } from '../market-data/symbols';
import type { LiveOfferParams, LiveRecipe } from './live-pricing';
import {
  compareGroups,
  compareRules,
  decisiveExpiryRule,
  rolledFutureMonth,
  ruleMatches,
  ruleSlot,
  type RuleContext,
} from './rules';
import { defaultDensityOf, e4FromPer100l } from './units';

// Server side of the engine: one live offer + the seller's rules + the buyer -> the recipe the browser
// prices from on every tick (priceFromMarket). Precedence: pricing/rules.ts.

export type ResolveInput = {
  offer: { id: number; productId: number; terminalId: number | null; live: LiveOfferParams };
  sellerAccountId: number;
  buyerAccountId: number;
  /** The seller's price type: API sellers price from their own pushed quotes. */
  priceType: PriceType;
  /** The seller's rules (any order; those that do not apply are skipped). */
  rules: readonly PricingRule[];
  productDensity: number | null;
  productCategory: ProductCategory | string;
  /** The platform currency: CHF (brand B) converts the EUR result with FX/EURCHF. */
  currency: 'EUR' | 'CHF';
  now: Date;
};

export const DEFAULT_FX_SYMBOL = 'FX/EURUSD';

/** German labels of the steps a recipe adds (a rule's group name, when it has one, names its step). */
export const ADJUSTMENT_LABELS = {
  surcharge: 'Aufschlag',
  ICE_LIVE_PREMIUM: 'Börsenaufschlag',
  DUTY: 'Energiesteuer',
  BIO_BLEND: 'Bio-Beimischung',
  PRICE: 'Preisregel',
} as const;

type Slot = { rule: PricingRule; candidates: number };

/** The seller's rules that apply to one price: the winner per slot (kind, or kind + group) and every matching expiry rule. */
export type RuleSelection = {
  winners: Map<string, Slot>;
  expiry: PricingRuleOf<'ICE_EXPIRY'>[];
  /** The winning rule of a kind that has one winner. */
  take<K extends PricingRuleKind>(kind: K): PricingRuleOf<K> | null;
  /** The winners of an additive kind, one per group, in group order. */
  groups<K extends PricingRuleKind>(kind: K): PricingRuleOf<K>[];
};

/** One pass over the rules: the winner per slot (kind, or kind + group) and every matching expiry rule. */
export function selectRules(rules: readonly PricingRule[], ctx: RuleContext): RuleSelection {
  const winners = new Map<string, Slot>();
  const expiry: PricingRuleOf<'ICE_EXPIRY'>[] = [];
  for (const rule of rules) {
    if (!ruleMatches(rule, ctx)) continue;
    if (rule.kind === 'ICE_EXPIRY') {
      expiry.push(rule);
      continue;
    }
    const key = ruleSlot(rule);
    const slot = winners.get(key);
    if (slot === undefined) winners.set(key, { rule, candidates: 1 });
    else {
      slot.candidates++;
      if (compareRules(rule, slot.rule) > 0) slot.rule = rule;
    }
  }
  return {
    winners,
    expiry,
    take: <K extends PricingRuleKind>(kind: K) => (winners.get(kind)?.rule as PricingRuleOf<K> | undefined) ?? null,
    groups: <K extends PricingRuleKind>(kind: K) => {
      const found: PricingRule[] = [];
      for (const slot of winners.values()) if (slot.rule.kind === kind) found.push(slot.rule);
      return (found.length > 1 ? found.sort(compareGroups) : found) as PricingRuleOf<K>[];
    },
  };
}

/** The additions a seller's rules put on top of the commodity price, in the engine's order: duties and levies, bio blend, price groups (freight). */
export const RULE_ADJUSTMENT_KINDS = ['DUTY', 'BIO_BLEND', 'PRICE'] as const;
export type RuleAdjustmentKind = (typeof RULE_ADJUSTMENT_KINDS)[number];

/**
 * The rule-to-adjustments step, ONE for every market (issue 24 part 1): each winning DUTY, BIO_BLEND
 * and PRICE group of the selection becomes a step labelled with its group name. A live offer and a
 * trigger contract (trigger-rules triggerRecipe) both take their duties, levies and freight from here.
 */
export function ruleAdjustments(
  selection: RuleSelection,
  kinds: readonly RuleAdjustmentKind[] = RULE_ADJUSTMENT_KINDS,
): LiveRecipe['adjustments'] {
  const adjustments: LiveRecipe['adjustments'] = [];
  for (const kind of kinds) {
    for (const rule of selection.groups(kind)) {
      adjustments.push({
        label: rule.groupName ?? ADJUSTMENT_LABELS[kind],
        ruleId: rule.id,
        amount: rule.params.value,
        unit: rule.params.unit,
      });
    }
  }
  return adjustments;
}

/** The density a price converts with when it has none of its own: the seller's DENSITY rule, the product's, the category default. */
export function ruleDensity(
  selection: RuleSelection,
  productDensity: number | null,
  productCategory: ProductCategory | string,
): number {
  return selection.take('DENSITY')?.params.density ?? productDensity ?? defaultDensityOf(productCategory);
}

const de = (v: number, decimals: number) => formatNumber(v, { brand: 'A', decimals });
const signed = (v: number, decimals: number) => `${v >= 0 ? '+' : ''}${de(v, decimals)}`;

function targetText(rule: PricingRule): string {
  const parts: string[] = [];
  if (rule.offerId !== null) parts.push(`Angebot ${rule.offerId}`);
  if (rule.accountIds.length)
    parts.push(`${rule.accountIds.length} ${rule.accountIds.length === 1 ? 'Kunde' : 'Kunden'}`);
  if (rule.productIds.length)
    parts.push(`${rule.productIds.length} ${rule.productIds.length === 1 ? 'Produkt' : 'Produkte'}`);
  if (rule.terminalIds.length)
    parts.push(`${rule.terminalIds.length} ${rule.terminalIds.length === 1 ? 'Terminal' : 'Terminals'}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function appliedRule(rule: PricingRule, effect: string, candidates: number): AppliedRule {
  const scope = `Bereich ${PRICING_RULE_SCOPE_LABELS[rule.scope]}${targetText(rule)}`;
  const won = candidates > 1 ? `; spezifischste von ${candidates} passenden Regeln` : '';
  return {
    id: rule.id,
    kind: rule.kind,
    scope: rule.scope,
    groupName: rule.groupName,
    reason: `${effect}. ${scope}${won}.`,
  };
}

type Resolved = { recipe: LiveRecipe; appliedRules: AppliedRule[] };

function resolve(input: ResolveInput, explain: boolean): Resolved {
  const { offer, now } = input;
  const live = offer.live;
  const ctx: RuleContext = {
    offerId: offer.id,
    productId: offer.productId,
    terminalId: offer.terminalId,
    buyerAccountId: input.buyerAccountId,
  };
  const selection = selectRules(input.rules, ctx);
  const { winners, expiry, take, groups } = selection;
  const appliedRules: AppliedRule[] = [];

  function note(rule: PricingRule, effect: string) {
    if (explain) appliedRules.push(appliedRule(rule, effect, winners.get(ruleSlot(rule))?.candidates ?? 1));
  }

  // Future month: the scope's ICE_LIVE month or the offer's, then the expiry roll (spec section 4).
  const iceLive = take('ICE_LIVE');
  const original = iceLive?.params.futureMonth ?? live.futureMonth;
  if (iceLive) note(iceLive, `Terminmonat ${original}`);
  const expiryRule = decisiveExpiryRule(expiry, now);
  const futureMonth = rolledFutureMonth(original, expiryRule);
  if (expiryRule && explain) {
    const { date, time, direction } = expiryRule.params;
    const effect = direction === 'FORWARD' ? `vorwärts gerollt auf ${futureMonth}` : `zurück auf ${original}`;
    appliedRules.push(
      appliedRule(expiryRule, `Verfallsregel ${date} ${time}: ${effect} (die zuletzt fällige von ${expiry.length})`, 1),
    );
  }

  // A product settlement price beats an exchange settlement price; either replaces the live quote.
  const settle = take('PRODUCT_SETTLE') ?? take('ICE_SETTLE');
  if (settle) note(settle, `Abrechnungspreis ${de(settle.params.priceUsdMt, 2)} USD/mt statt Börsenpreis`);

  let fx: LiveRecipe['fx'];
  const fxRule = take('FX');
  if (fxRule) {
    fx = { mode: 'FIXED', rate: fxRule.params.rate };
    note(fxRule, `Fester Kurs ${de(fxRule.params.rate, 4)} USD je EUR`);
  } else if (live.fxMode === 'FIXED' && live.fxRate !== null && live.fxRate > 0) {
    fx = { mode: 'FIXED', rate: live.fxRate };
  } else {
    const symbolRule = take('FX_LIVE_SYMBOL');
    const premiumRule = take('FX_LIVE_PREMIUM');
    fx = {
      mode: 'LIVE',
      symbol: symbolRule?.params.symbol ?? DEFAULT_FX_SYMBOL,
      premium: premiumRule?.params.premium ?? 0,
    };
    if (symbolRule) note(symbolRule, `Kurs aus ${symbolRule.params.symbol}`);
    if (premiumRule) note(premiumRule, `Aufschlag ${signed(premiumRule.params.premium, 4)} auf den Live-Kurs`);
  }

  // Density: the offer's own, the seller's DENSITY rule, the product's, the category default.
  let density = live.density;
  if (density === null) {
    const densityRule = take('DENSITY');
    if (densityRule) note(densityRule, `Dichte ${de(densityRule.params.density, 4)} kg/l`);
    density = ruleDensity(selection, input.productDensity, input.productCategory);
  }

  const adjustments: LiveRecipe['adjustments'] = [];
  if (live.surcharge !== 0) {
    adjustments.push({
      label: ADJUSTMENT_LABELS.surcharge,
      ruleId: null,
      amount: live.surcharge,
      unit: live.surchargeUnit === 'USD_MT' ? 'USD/mt' : 'EUR/cbm',
    });
  }
  for (const rule of groups('ICE_LIVE_PREMIUM')) {
    adjustments.push({
      label: rule.groupName ?? ADJUSTMENT_LABELS.ICE_LIVE_PREMIUM,
      ruleId: rule.id,
      amount: rule.params.value,
      unit: 'USD/mt',
    });
  }
  adjustments.push(...ruleAdjustments(selection));
  if (explain) {
    for (const a of adjustments) {
      const rule = a.ruleId === null ? undefined : input.rules.find((r) => r.id === a.ruleId);
      if (rule && isAdditiveRuleKind(rule.kind)) note(rule, `${a.label} ${signed(a.amount, 4)} ${a.unit}`);
    }
  }

  // Floor: the seller's fixed minimum price and the offer's own floor (min-price toggle), the higher one.
  const minRule = take('MIN_PRICE_FIXED');
  const ruleFloor = minRule ? e4FromPer100l(minRule.params.price) : null;
  if (minRule) note(minRule, `Mindestpreis ${de(minRule.params.price, 4)} EUR/100L15`);
  const offerFloor = live.minPriceEnabled ? live.minPriceFloorE4 : null;
  const minPriceE4 =
    ruleFloor === null ? offerFloor : offerFloor === null ? ruleFloor : Math.max(ruleFloor, offerFloor);

  const recipe: LiveRecipe = {
    offerId: offer.id,
    symbol: symbolOfFutureMonth(futureMonth),
    futureMonth,
    originalFutureMonth: original,
    settlePriceUsdMt: settle?.params.priceUsdMt ?? null,
    fx,
    density,
    quoteSellerAccountId: input.priceType === 'API' ? input.sellerAccountId : null,
    adjustments,
    minPriceE4,
    fixedPriceE4: null,
    currencyFx: currencyFxOf(input.currency),
  };
  return { recipe, appliedRules };
}

/**
 * The recipe for one live offer and one buyer. originalFutureMonth is the month before expiry rolls
 * (the scope's ICE_LIVE month, else the offer's); futureMonth/symbol after them.
 */
export function resolveLivePricing(input: ResolveInput): LiveRecipe {
  return resolve(input, false).recipe;
}

/** The recipe plus every rule that shaped it, with a German reason (the seller's breakdown). */
export function explainLivePricing(input: ResolveInput): Resolved {
  return resolve(input, true);
}
