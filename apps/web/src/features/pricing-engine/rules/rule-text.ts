import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { EXPIRY_DIRECTION_LABELS } from '@fuel/domain/contracts/pricing-engine';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatDate } from '@fuel/domain/formats/date';
import { formatNumber } from '@fuel/domain/formats/number';

const decimalsOf = (v: number) => (String(v).split('.')[1] ?? '').length;

/** A rule's parameters in one short line for the tables: "+1,2500 EUR/100L15", "0,8450 kg/l", "M01". */
export function ruleValueText(rule: PricingRule, brand: BrandId): string {
  // At least two decimals, more only where the value has them (47,04 rather than 47,0400).
  const n = (v: number, decimals: number) =>
    formatNumber(v, { brand, decimals: Math.min(decimals, Math.max(2, decimalsOf(v))) });
  const signed = (v: number, decimals: number) => `${v > 0 ? '+' : ''}${n(v, decimals)}`;
  switch (rule.kind) {
    case 'DUTY':
    case 'BIO_BLEND':
    case 'PRICE':
      return `${signed(rule.params.value, 4)} ${rule.params.unit}`;
    case 'DENSITY':
      return `${n(rule.params.density, 4)} kg/l`;
    case 'FX':
      return `${n(rule.params.rate, 4)} USD/EUR`;
    case 'FX_LIVE_SYMBOL':
      return rule.params.symbol;
    case 'FX_LIVE_PREMIUM':
      return `${signed(rule.params.premium, 4)} USD/EUR`;
    case 'ICE_EXPIRY':
      return `${formatDate(rule.params.date)} ${rule.params.time} · ${EXPIRY_DIRECTION_LABELS[rule.params.direction]}`;
    case 'ICE_LIVE':
      return rule.params.futureMonth;
    case 'ICE_LIVE_PREMIUM':
      return `${signed(rule.params.value, 2)} USD/mt`;
    case 'ICE_SETTLE':
    case 'PRODUCT_SETTLE':
      return `${n(rule.params.priceUsdMt, 2)} USD/mt`;
    case 'MIN_PRICE_TRACKING':
      return `${n(rule.params.maxPriceFall, 4)} EUR/100L15`;
    case 'MIN_PRICE_FIXED':
      return `${n(rule.params.price, 4)} EUR/100L15`;
  }
}

/** Names of the targets a rule lists (unknown ids show as "#id", e.g. a customer no longer connected). */
export type TargetNames = {
  customer: (id: number) => string | undefined;
  product: (id: number) => string | undefined;
  terminal: (id: number) => string | undefined;
  offer: (id: number) => string | undefined;
};

export type TargetLine = { label: 'customers' | 'products' | 'terminals' | 'offer'; names: string[] };

/** The rule's targets, grouped by kind of target, in the order customer, product, terminal, offer. */
export function ruleTargetLines(
  rule: Pick<PricingRule, 'accountIds' | 'productIds' | 'terminalIds' | 'offerId'>,
  names: TargetNames,
): TargetLine[] {
  const named = (ids: number[], name: (id: number) => string | undefined) => ids.map((id) => name(id) ?? `#${id}`);
  const lines: TargetLine[] = [];
  if (rule.accountIds.length) lines.push({ label: 'customers', names: named(rule.accountIds, names.customer) });
  if (rule.productIds.length) lines.push({ label: 'products', names: named(rule.productIds, names.product) });
  if (rule.terminalIds.length) lines.push({ label: 'terminals', names: named(rule.terminalIds, names.terminal) });
  if (rule.offerId !== null) lines.push({ label: 'offer', names: named([rule.offerId], names.offer) });
  return lines;
}
