import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../contracts/metadata';
import { BRAND_IDS, type BrandId } from '../contracts/identity';
import {
  BRAND_A_ONLY_FLAGS,
  BRAND_B_ONLY_FLAGS,
  checkFeatureConsistency,
  defaultFeatureFlags,
  FeatureFlagConsistencyError,
  parseFeatureOverrides,
  resolveFeatureFlags,
} from './feature-flags';

const onFlags = (flags: FeatureFlags) => FEATURE_FLAGS.filter((f) => flags[f]);

/** The thrown error, so that tests can look at its flag and message. */
function consistencyError(brand: BrandId, flags: FeatureFlags): FeatureFlagConsistencyError {
  try {
    checkFeatureConsistency(brand, flags);
  } catch (err) {
    expect(err).toBeInstanceOf(FeatureFlagConsistencyError);
    return err as FeatureFlagConsistencyError;
  }
  throw new Error(`expected brand ${brand} with ${onFlags(flags).join(',')} to be refused`);
}

describe('defaultFeatureFlags', () => {
  it('gives a boolean for every flag of every brand', () => {
    for (const brand of BRAND_IDS) {
      const flags = defaultFeatureFlags(brand);
      expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
      for (const f of FEATURE_FLAGS) expect(typeof flags[f]).toBe('boolean');
    }
  });

  it('switches on the brand A extras for brand A only', () => {
    expect(onFlags(defaultFeatureFlags('A'))).toEqual(
      expect.arrayContaining(['PRICE_ALERT', 'TRIGGERS', 'DELIVERED_PRODUCTS', 'BUYER_ACCEPT_GTC_ON_FIRST_LOGIN']),
    );
    expect(defaultFeatureFlags('A').CURRENCY_CHF).toBe(false);
    expect(defaultFeatureFlags('A').SWISS_VAT).toBe(false);
  });

  it('switches on Swiss currency and VAT for brand B only', () => {
    const b = defaultFeatureFlags('B');
    expect(b.CURRENCY_CHF).toBe(true);
    expect(b.SWISS_VAT).toBe(true);
    expect(b.PRICE_ALERT).toBe(false);
    expect(b.TRIGGERS).toBe(false);
  });

  it('gives brand C neither the A nor the B extras', () => {
    const c = defaultFeatureFlags('C');
    for (const f of [...BRAND_A_ONLY_FLAGS, ...BRAND_B_ONLY_FLAGS]) expect(c[f], f).toBe(false);
  });

  it('starts every brand purchasing, in multi-seller mode', () => {
    for (const brand of BRAND_IDS) {
      const flags = defaultFeatureFlags(brand);
      expect(flags.PURCHASING_DISABLED).toBe(false);
      expect(flags.SINGLE_SELLER_MODE).toBe(false);
      expect(flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS).toBe(false);
    }
  });

  it('gives defaults that pass the consistency checks', () => {
    for (const brand of BRAND_IDS)
      expect(() => checkFeatureConsistency(brand, defaultFeatureFlags(brand))).not.toThrow();
  });

  it('returns a fresh object each time', () => {
    const first = defaultFeatureFlags('A');
    first.TRIGGERS = false;
    expect(defaultFeatureFlags('A').TRIGGERS).toBe(true);
  });
});

describe('parseFeatureOverrides', () => {
  it('reads nothing from an empty or blank text', () => {
    expect(parseFeatureOverrides('')).toEqual({});
    expect(parseFeatureOverrides('  , ,')).toEqual({});
  });

  it('reads FLAG=true|false lists with spaces', () => {
    expect(parseFeatureOverrides('TRIGGERS=false,DELIVERED_PRODUCTS=true')).toEqual({
      TRIGGERS: false,
      DELIVERED_PRODUCTS: true,
    });
    expect(parseFeatureOverrides(' TRIGGERS = false , PRICE_ALERT=true ,')).toEqual({
      TRIGGERS: false,
      PRICE_ALERT: true,
    });
  });

  it('reads the +FLAG / -FLAG short form, also mixed with the long form', () => {
    expect(parseFeatureOverrides('+SINGLE_SELLER_MODE,-TRIGGERS')).toEqual({
      SINGLE_SELLER_MODE: true,
      TRIGGERS: false,
    });
    expect(parseFeatureOverrides('+SINGLE_SELLER_MODE,PRICE_ALERT=false')).toEqual({
      SINGLE_SELLER_MODE: true,
      PRICE_ALERT: false,
    });
  });

  it('lets the last mention of a flag win', () => {
    expect(parseFeatureOverrides('TRIGGERS=true,-TRIGGERS')).toEqual({ TRIGGERS: false });
  });

  it('refuses an unknown flag, naming it', () => {
    expect(() => parseFeatureOverrides('TRIGGER=true')).toThrow('unknown feature flag "TRIGGER"');
    expect(() => parseFeatureOverrides('+NOPE')).toThrow('"NOPE"');
    expect(() => parseFeatureOverrides('triggers=true')).toThrow('"triggers"');
    expect(() => parseFeatureOverrides('+')).toThrow('unknown feature flag ""');
  });

  it('refuses a value other than true or false, naming the entry', () => {
    for (const entry of [
      'TRIGGERS=yes',
      'TRIGGERS=1',
      'TRIGGERS',
      'TRIGGERS=',
      'TRIGGERS=TRUE',
      'TRIGGERS=true=false',
    ]) {
      expect(() => parseFeatureOverrides(`PRICE_ALERT=true,${entry}`), entry).toThrow(
        `"${entry}" is not FLAG=true|false`,
      );
    }
  });
});

describe('checkFeatureConsistency', () => {
  it.each(BRAND_B_ONLY_FLAGS.flatMap((flag) => (['A', 'C'] as const).map((brand) => [flag, brand] as const)))(
    'refuses %s for brand %s, naming the flag',
    (flag, brand) => {
      const flags = { ...defaultFeatureFlags(brand), [flag]: true };
      const err = consistencyError(brand, flags);
      expect(err.flag).toBe(flag);
      expect(err.message).toBe(`Feature flag ${flag} may be true only for brand B (BRAND=${brand}).`);
    },
  );

  it.each(BRAND_A_ONLY_FLAGS.flatMap((flag) => (['B', 'C'] as const).map((brand) => [flag, brand] as const)))(
    'refuses %s for brand %s, naming the flag',
    (flag, brand) => {
      const flags = { ...defaultFeatureFlags(brand), [flag]: true };
      const err = consistencyError(brand, flags);
      expect(err.flag).toBe(flag);
      expect(err.message).toBe(`Feature flag ${flag} may be true only for brand A (BRAND=${brand}).`);
    },
  );

  it('names PRICE_ALERT and TRIGGERS as the brand A flags and CURRENCY_CHF and SWISS_VAT as the brand B flags', () => {
    expect([...BRAND_A_ONLY_FLAGS].sort()).toEqual(['PRICE_ALERT', 'TRIGGERS']);
    expect([...BRAND_B_ONLY_FLAGS].sort()).toEqual(['CURRENCY_CHF', 'SWISS_VAT']);
  });

  it('allows the brand-only flags for their own brand', () => {
    const all = (brand: BrandId, on: readonly FeatureFlag[]) => ({
      ...defaultFeatureFlags(brand),
      ...Object.fromEntries(on.map((f) => [f, true])),
    });
    expect(() => checkFeatureConsistency('A', all('A', BRAND_A_ONLY_FLAGS))).not.toThrow();
    expect(() => checkFeatureConsistency('B', all('B', BRAND_B_ONLY_FLAGS))).not.toThrow();
  });

  it('allows the brand-only flags switched off for any brand', () => {
    for (const brand of BRAND_IDS) {
      const flags = defaultFeatureFlags(brand);
      for (const f of [...BRAND_A_ONLY_FLAGS, ...BRAND_B_ONLY_FLAGS]) flags[f] = false;
      expect(() => checkFeatureConsistency(brand, flags)).not.toThrow();
    }
  });

  it('refuses SELLER_ABLE_TO_SET_PURCHASE_RIGHTS without SINGLE_SELLER_MODE, for every brand', () => {
    for (const brand of BRAND_IDS) {
      const err = consistencyError(brand, { ...defaultFeatureFlags(brand), SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: true });
      expect(err.flag).toBe('SELLER_ABLE_TO_SET_PURCHASE_RIGHTS');
      expect(err.message).toBe('Feature flag SELLER_ABLE_TO_SET_PURCHASE_RIGHTS requires SINGLE_SELLER_MODE.');
    }
  });

  it('allows SELLER_ABLE_TO_SET_PURCHASE_RIGHTS with SINGLE_SELLER_MODE, and SINGLE_SELLER_MODE alone', () => {
    for (const brand of BRAND_IDS) {
      const base = defaultFeatureFlags(brand);
      expect(() =>
        checkFeatureConsistency(brand, { ...base, SINGLE_SELLER_MODE: true, SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: true }),
      ).not.toThrow();
      expect(() => checkFeatureConsistency(brand, { ...base, SINGLE_SELLER_MODE: true })).not.toThrow();
    }
  });
});

describe('resolveFeatureFlags', () => {
  it('applies overrides on the brand defaults', () => {
    const flags = resolveFeatureFlags('A', { TRIGGERS: false, SINGLE_SELLER_MODE: true });
    expect(flags.TRIGGERS).toBe(false);
    expect(flags.SINGLE_SELLER_MODE).toBe(true);
    expect(flags.PRICE_ALERT).toBe(true);
  });

  it('returns the defaults without overrides', () => {
    for (const brand of BRAND_IDS) expect(resolveFeatureFlags(brand, {})).toEqual(defaultFeatureFlags(brand));
  });

  it('refuses an override that breaks a rule, naming the flag', () => {
    expect(() => resolveFeatureFlags('B', parseFeatureOverrides('TRIGGERS=true'))).toThrow(/TRIGGERS/);
    expect(() => resolveFeatureFlags('C', { CURRENCY_CHF: true })).toThrow(FeatureFlagConsistencyError);
    expect(() => resolveFeatureFlags('A', { SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: true })).toThrow(/SINGLE_SELLER_MODE/);
  });

  it('lets an override switch off a brand default that another brand would refuse', () => {
    expect(resolveFeatureFlags('B', { CURRENCY_CHF: false }).CURRENCY_CHF).toBe(false);
  });
});
