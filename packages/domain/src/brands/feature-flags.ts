import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../contracts/metadata';
import type { BrandId } from '../contracts/identity';

/** Flags that may be on only for brand B (Swiss): currency and VAT rules of Switzerland. */
export const BRAND_B_ONLY_FLAGS: readonly FeatureFlag[] = ['CURRENCY_CHF', 'SWISS_VAT'];
/** Flags that may be on only for brand A (spec section 5). */
export const BRAND_A_ONLY_FLAGS: readonly FeatureFlag[] = ['PRICE_ALERT', 'TRIGGERS'];

const allOff = (): FeatureFlags => Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FeatureFlags;

/** The flags each brand starts with before environment overrides. */
export function defaultFeatureFlags(brand: BrandId): FeatureFlags {
  const flags = allOff();
  flags.BUYER_ACCEPT_GTC_ON_FIRST_LOGIN = true;
  flags.STATISTIC_SELLER_RANKING = true;
  flags.ENABLE_MARKETPLACE_ADDITIVES = true;
  if (brand === 'A') {
    flags.PRICE_ALERT = true;
    flags.TRIGGERS = true;
    flags.DELIVERED_PRODUCTS = true;
  }
  if (brand === 'B') {
    flags.CURRENCY_CHF = true;
    flags.SWISS_VAT = true;
  }
  return flags;
}

/**
 * Parses FEATURE_FLAGS such as "TRIGGERS=false,DELIVERED_PRODUCTS=true" (or "+X,-Y").
 * Throws with a message naming the bad entry.
 */
export function parseFeatureOverrides(text: string): Partial<FeatureFlags> {
  const out: Partial<FeatureFlags> = {};
  for (const raw of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let name: string;
    let value: boolean;
    if (raw.startsWith('+') || raw.startsWith('-')) {
      name = raw.slice(1);
      value = raw.startsWith('+');
    } else {
      const parts = raw.split('=').map((s) => s.trim());
      const [n, v] = parts;
      if (parts.length !== 2 || (v !== 'true' && v !== 'false')) throw new Error(`"${raw}" is not FLAG=true|false`);
      name = n;
      value = v === 'true';
    }
    if (!(FEATURE_FLAGS as readonly string[]).includes(name)) throw new Error(`unknown feature flag "${name}"`);
    out[name as FeatureFlag] = value;
  }
  return out;
}

export class FeatureFlagConsistencyError extends Error {
  constructor(
    readonly flag: FeatureFlag,
    message: string,
  ) {
    super(message);
  }
}

/** The start-up consistency checks of spec section 5; the first violation throws, naming the flag. */
export function checkFeatureConsistency(brand: BrandId, flags: FeatureFlags): void {
  for (const flag of BRAND_B_ONLY_FLAGS) {
    if (flags[flag] && brand !== 'B') {
      throw new FeatureFlagConsistencyError(
        flag,
        `Feature flag ${flag} may be true only for brand B (BRAND=${brand}).`,
      );
    }
  }
  for (const flag of BRAND_A_ONLY_FLAGS) {
    if (flags[flag] && brand !== 'A') {
      throw new FeatureFlagConsistencyError(
        flag,
        `Feature flag ${flag} may be true only for brand A (BRAND=${brand}).`,
      );
    }
  }
  if (flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS && !flags.SINGLE_SELLER_MODE) {
    throw new FeatureFlagConsistencyError(
      'SELLER_ABLE_TO_SET_PURCHASE_RIGHTS',
      'Feature flag SELLER_ABLE_TO_SET_PURCHASE_RIGHTS requires SINGLE_SELLER_MODE.',
    );
  }
}

export function resolveFeatureFlags(brand: BrandId, overrides: Partial<FeatureFlags>): FeatureFlags {
  const flags = { ...defaultFeatureFlags(brand), ...overrides };
  checkFeatureConsistency(brand, flags);
  return flags;
}
