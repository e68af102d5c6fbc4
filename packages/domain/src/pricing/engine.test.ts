import { describe, expect, it } from 'vitest';
import type { PricingRule } from '../contracts/pricing-engine';
import type { QuoteMap } from '../market-data/symbols';
import { explainLivePricing, priceFromMarket, resolveLivePricing, type ResolveInput } from './engine';
import type { LiveOfferParams } from './live-pricing';
import { ruleOf } from './rule-fixtures';

// Golden tests: every expected price is computed by hand in the comment beside it
// (EUR/100L15 = (USD/mt + USD/mt adj.) / (USD per EUR) x density / 10 + EUR/cbm adj. / 10 + EUR/100L15 adj.),
// rounded half away from zero to 4 decimals (E4) -- the sum the comments show -- and then charged in whole
// cents per 100 L (decision 049), which is the value expected.

// 10:00 UTC = 12:00 Berlin (CEST); quotes 30 s old.
const now = new Date('2026-05-11T10:00:00Z');
const ts = '2026-05-11T09:59:30.000Z';
const quotes: QuoteMap = {
  'ICE/GAS2': { price: 700, timestamp: ts },
  'ICE/GAS3': { price: 710, timestamp: ts },
  'FX/EURUSD': { price: 1.08, timestamp: ts },
  'FX/EURCHF': { price: 0.94, timestamp: ts },
};

const live: LiveOfferParams = {
  futureMonth: 'M02',
  fxMode: 'LIVE',
  fxRate: null,
  surcharge: 0,
  surchargeUnit: 'USD_MT',
  density: 0.845,
  minPriceEnabled: false,
  maxPriceFall: null,
  minPriceFloorE4: null,
  minPriceUpdatedAt: null,
};

function input(
  rules: PricingRule[] = [],
  over: Partial<LiveOfferParams> = {},
  rest: Partial<ResolveInput> = {},
): ResolveInput {
  return {
    offer: { id: 10, productId: 1, terminalId: 100, live: { ...live, ...over } },
    sellerAccountId: 3,
    buyerAccountId: 7,
    priceType: 'FIXED',
    rules,
    productDensity: null,
    productCategory: 'HEIZOEL',
    currency: 'EUR',
    now,
    ...rest,
  };
}

function priceE4(i: ResolveInput, q: QuoteMap = quotes): number {
  const result = priceFromMarket(resolveLivePricing(i), q, now);
  if (!result.ok) throw new Error(`no price: ${result.missing.join(', ')}`);
  return result.pricePer100lE4;
}

describe('DOMAIN.md worked example through the whole engine', () => {
  it('700 USD/mt, 1.0800, 0.8450 -> 54.7685', () => {
    // 700 / 1.08 = 648.148148; x 0.845 = 547.685185; / 10 = 54.7685185 -> 547685
    expect(priceE4(input())).toBe(547_700);
  });
  it('+25 USD/mt offer surcharge -> 56.7245; + a 15 EUR/cbm PRICE rule -> 58.2245', () => {
    // 725 / 1.08 x 0.845 / 10 = 56.7245370 -> 567245
    expect(priceE4(input([], { surcharge: 25 }))).toBe(567_200);
    // + 15 / 10 = 1.5 -> 58.2245370 -> 582245
    expect(priceE4(input([ruleOf('PRICE', { value: 15, unit: 'EUR/cbm' })], { surcharge: 25 }))).toBe(582_200);
  });
  it('explains every step in German and keeps the quotes it used', () => {
    const recipe = resolveLivePricing(
      input([ruleOf('PRICE', { value: 15, unit: 'EUR/cbm' }, { id: 501 })], { surcharge: 25 }),
    );
    const result = priceFromMarket(recipe, quotes, now, { explain: true });
    if (!result.ok) throw new Error('no price');
    expect(result.steps.map((s) => [s.label, s.unit, Number(s.value.toFixed(4)), s.ruleId])).toEqual([
      ['Börsenpreis ICE LS Gasoil M02', 'USD/mt', 700, null],
      ['Aufschlag', 'USD/mt', 725, null],
      ['Umrechnung in EUR (Kurs 1,0800)', 'EUR/mt', 671.2963, null],
      ['Dichte 0,8450', 'EUR/cbm', 567.2454, null],
      ['Preisregel', 'EUR/cbm', 582.2454, 501],
      ['pro 100 L (15 °C)', 'EUR/100L15', 58.2245, null],
      // Decision 049: the DOMAIN.md sum 58.2245 is shown, then charged in whole cents per 100 L.
      ['Summe vor Rundung', 'EUR/100L15', 58.2245, null],
      ['Gerundet auf ganze Cent je 100 L', 'EUR/100L15', 58.22, null],
      ['Endpreis', 'EUR/100L15', 58.22, null],
    ]);
    expect(result.steps.map((s) => s.kind)).toEqual([
      'START',
      'ADDITION',
      'CONVERSION',
      'CONVERSION',
      'ADDITION',
      'CONVERSION',
      'SUBTOTAL',
      'ROUNDING',
      'TOTAL',
    ]);
    expect(result.basis).toEqual({
      symbol: 'ICE/GAS2',
      futureMonth: 'M02',
      icePriceUsdMt: 700,
      iceTimestamp: ts,
      fxSymbol: 'FX/EURUSD',
      fxRate: 1.08,
      fxTimestamp: ts,
      density: 0.845,
      computedAt: now.toISOString(),
      source: 'LIVE',
      currencyFxSymbol: null,
      currencyFxRate: null,
      currencyFxTimestamp: null,
    });
  });
  it('builds no steps on the hot path, with the same price', () => {
    const result = priceFromMarket(resolveLivePricing(input([], { surcharge: 25 })), quotes, now);
    expect(result).toMatchObject({ ok: true, pricePer100lE4: 567_200, steps: [] });
  });
});

describe('FX', () => {
  it('a fixed FX rule overrides live FX and the offer rate', () => {
    // 700 / 1.10 = 636.363636; x 0.845 / 10 = 53.7727273 -> 537727
    expect(priceE4(input([ruleOf('FX', { rate: 1.1 })]))).toBe(537_700);
    expect(priceE4(input([ruleOf('FX', { rate: 1.1 })], { fxMode: 'FIXED', fxRate: 1.05 }))).toBe(537_700);
  });
  it('the offer fixed rate needs no FX quote', () => {
    // 700 / 1.05 = 666.666667; x 0.845 / 10 = 56.3333333 -> 563333
    const { 'FX/EURUSD': _fx, ...withoutFx } = quotes;
    expect(priceE4(input([], { fxMode: 'FIXED', fxRate: 1.05 }), withoutFx)).toBe(563_300);
  });
  it('adds the FX premium to the live rate and reads the symbol rule', () => {
    // 1.08 + 0.02 = 1.10 -> 53.7727273 -> 537727
    expect(priceE4(input([ruleOf('FX_LIVE_PREMIUM', { premium: 0.02 })]))).toBe(537_700);
    const recipe = resolveLivePricing(input([ruleOf('FX_LIVE_SYMBOL', { symbol: 'FX/EURCHF' })]));
    expect(recipe.fx).toEqual({ mode: 'LIVE', symbol: 'FX/EURCHF', premium: 0 });
  });
});

describe('density precedence: offer > DENSITY rule > product > category default', () => {
  const densityRule = ruleOf('DENSITY', { density: 0.86 }, { scope: 'PRODUCT', productIds: [1] });
  it('uses the offer density first', () => {
    expect(priceE4(input([densityRule]))).toBe(547_700);
  });
  it('then the rule, the product, the category', () => {
    // 648.148148 x 0.86 / 10 = 55.7407407 -> 557407
    expect(priceE4(input([densityRule], { density: null }, { productDensity: 0.84 }))).toBe(557_400);
    // 648.148148 x 0.84 / 10 = 54.4444444 -> 544444
    expect(priceE4(input([], { density: null }, { productDensity: 0.84 }))).toBe(544_400);
    // diesel 0.835: 648.148148 x 0.835 / 10 = 54.1203704 -> 541204
    expect(priceE4(input([], { density: null }, { productCategory: 'DIESEL' }))).toBe(541_200);
  });
});

describe('duties and levies', () => {
  it('adds the heating oil energy duty of 61.35 EUR per 1,000 L (6.135 EUR/100L15), in either unit', () => {
    // 54.7685185 + 6.135 = 60.9035185 -> 609035
    expect(
      priceE4(input([ruleOf('DUTY', { value: 6.135, unit: 'EUR/100L15' }, { scope: 'PRODUCT', productIds: [1] })])),
    ).toBe(609_000);
    expect(
      priceE4(input([ruleOf('DUTY', { value: 61.35, unit: 'EUR/cbm' }, { scope: 'PRODUCT', productIds: [1] })])),
    ).toBe(609_000);
  });
  it('stacks duty groups (energy duty + CO2 levy) and the bio blending surcharge', () => {
    // 54.7685185 + 6.135 + 3.0 + 0.5 = 64.4035185 -> 644035
    const rules = [
      ruleOf('DUTY', { value: 6.135, unit: 'EUR/100L15' }),
      ruleOf('DUTY', { value: 3, unit: 'EUR/100L15' }, { groupName: 'CO2-Abgabe' }),
      ruleOf('BIO_BLEND', { value: 5, unit: 'EUR/cbm' }),
    ];
    const recipe = resolveLivePricing(input(rules));
    expect(recipe.adjustments.map((a) => a.label)).toEqual(['Energiesteuer', 'CO2-Abgabe', 'Bio-Beimischung']);
    expect(priceFromMarket(recipe, quotes, now)).toMatchObject({ ok: true, pricePer100lE4: 644_000 });
  });
  it('adds an ICE premium in USD/mt before FX', () => {
    // (700 + 10) / 1.08 x 0.845 / 10 = 55.5509259 -> 555509
    expect(priceE4(input([ruleOf('ICE_LIVE_PREMIUM', { value: 10 })]))).toBe(555_500);
  });
});

describe('future month and expiry rolls', () => {
  const roll = (time: string, direction: 'FORWARD' | 'BACK') =>
    ruleOf('ICE_EXPIRY', { date: '2026-05-11', time, direction });
  it('rolls forward to M03 once the rule time (Berlin) has passed', () => {
    const recipe = resolveLivePricing(input([roll('11:30', 'FORWARD')]));
    expect(recipe).toMatchObject({ symbol: 'ICE/GAS3', futureMonth: 'M03', originalFutureMonth: 'M02' });
    // 710 / 1.08 x 0.845 / 10 = 55.5509259 -> 555509
    expect(priceE4(input([roll('11:30', 'FORWARD')]))).toBe(555_500);
  });
  it('rolls back to the original month with a later BACK rule; a future rule waits', () => {
    expect(priceE4(input([roll('11:30', 'FORWARD'), roll('11:45', 'BACK'), roll('12:30', 'FORWARD')]))).toBe(547_700);
  });
  it('an ICE_LIVE rule moves the original month', () => {
    expect(resolveLivePricing(input([ruleOf('ICE_LIVE', { futureMonth: 'M03' })]))).toMatchObject({
      symbol: 'ICE/GAS3',
      originalFutureMonth: 'M03',
    });
  });
});

describe('settlement prices', () => {
  const { 'ICE/GAS2': _ice, ...withoutIce } = quotes;
  it('replace the exchange price and need no exchange quote', () => {
    // 690 / 1.08 x 0.845 / 10 = 53.9861111 -> 539861
    const result = priceFromMarket(
      resolveLivePricing(input([ruleOf('ICE_SETTLE', { priceUsdMt: 690 })])),
      withoutIce,
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      pricePer100lE4: 539_900,
      basis: { source: 'SETTLE', icePriceUsdMt: 690 },
    });
  });
  it('a product settlement price beats the exchange settlement price', () => {
    // 680 / 1.08 x 0.845 / 10 = 53.2037037 -> 532037
    const rules = [
      ruleOf('PRODUCT_SETTLE', { priceUsdMt: 680 }, { scope: 'PRODUCT', productIds: [1] }),
      ruleOf('ICE_SETTLE', { priceUsdMt: 690 }, { scope: 'OFFER', offerId: 10 }),
    ];
    expect(priceE4(input(rules), withoutIce)).toBe(532_000);
  });
});

describe('minimum price', () => {
  it('floors at the MIN_PRICE_FIXED rule', () => {
    // 54.7685 < 56.0000 -> 560000
    expect(priceE4(input([ruleOf('MIN_PRICE_FIXED', { price: 56 })]))).toBe(560_000);
  });
  it('floors at the offer floor only while its toggle is on, and takes the higher floor', () => {
    expect(priceE4(input([], { minPriceEnabled: true, maxPriceFall: 1, minPriceFloorE4: 550_000 }))).toBe(550_000);
    expect(priceE4(input([], { minPriceEnabled: false, minPriceFloorE4: 550_000 }))).toBe(547_700);
    expect(
      priceE4(
        input([ruleOf('MIN_PRICE_FIXED', { price: 56 })], {
          minPriceEnabled: true,
          maxPriceFall: 1,
          minPriceFloorE4: 550_000,
        }),
      ),
    ).toBe(560_000);
    expect(priceE4(input([], { minPriceEnabled: true, maxPriceFall: 1, minPriceFloorE4: 500_000 }))).toBe(547_700);
  });
  it('explains the floor', () => {
    const result = priceFromMarket(resolveLivePricing(input([ruleOf('MIN_PRICE_FIXED', { price: 56 })])), quotes, now, {
      explain: true,
    });
    expect(result.ok && result.steps.slice(-3).map((s) => [s.label, s.value])).toEqual([
      ['Summe vor Rundung', 54.7685],
      ['Mindestpreis', 56],
      ['Endpreis', 56],
    ]);
  });
  it('raises a floor with 4 decimals to the next whole cent, so the charged price never undercuts it (decision 049)', () => {
    // 54.7685 rounds to 54.77, below the floor 54.7801 -> the floor raised to 54.79 (not rounded down to 54.78)
    expect(priceE4(input([], { minPriceEnabled: true, maxPriceFall: 1, minPriceFloorE4: 547_801 }))).toBe(547_900);
    // 54.7685 rounds to 54.77, which is not below 54.7650 raised to 54.77: the market price stands
    expect(priceE4(input([], { minPriceEnabled: true, maxPriceFall: 1, minPriceFloorE4: 547_650 }))).toBe(547_700);
  });
});

describe("a child account's price adjustment (the parent's view of its child's market)", () => {
  it('is added after the floor, as the child order adds it, and explained', () => {
    const recipe = {
      ...resolveLivePricing(input([ruleOf('MIN_PRICE_FIXED', { price: 56 })])),
      accountAdjustmentE4: 12_500,
    };
    // floor 56.0000 + 1.2500 = 57.2500
    const result = priceFromMarket(recipe, quotes, now, { explain: true });
    expect(result.ok && result.pricePer100lE4).toBe(572_500);
    expect(result.ok && result.steps.slice(-3).map((s) => [s.label, s.value, s.detail])).toEqual([
      ['Mindestpreis', 56, 'Marktpreis 54,7685 liegt darunter'],
      ['Preisanpassung Gesellschafter', 57.25, '+1,2500 EUR/100L15'],
      ['Endpreis', 57.25, null],
    ]);
  });
  it('rounds an adjustment with 4 decimals to the charged price, as the order does', () => {
    const recipe = { ...resolveLivePricing(input()), accountAdjustmentE4: 12_345 };
    // 54.77 + 1.2345 = 56.0045 -> 56.00
    const result = priceFromMarket(recipe, quotes, now, { explain: true });
    expect(result.ok && result.pricePer100lE4).toBe(560_000);
    expect(result.ok && result.steps.slice(-4).map((s) => [s.kind, s.value])).toEqual([
      ['ROUNDING', 54.77],
      ['ADDITION', 56.0045],
      ['ROUNDING', 56],
      ['TOTAL', 56],
    ]);
  });
  it('is not clamped (a result at or below zero is refused by the market and ordering); no adjustment leaves the recipe price', () => {
    const recipe = resolveLivePricing(input());
    expect(priceFromMarket({ ...recipe, accountAdjustmentE4: -600_000 }, quotes, now)).toMatchObject({
      ok: true,
      pricePer100lE4: 547_700 - 600_000,
    });
    expect(priceFromMarket({ ...recipe, accountAdjustmentE4: 0 }, quotes, now)).toEqual(
      priceFromMarket(recipe, quotes, now),
    );
  });
});

describe('CHF (brand B)', () => {
  it('converts the EUR result with FX/EURCHF', () => {
    // 54.7685185 x 0.94 = 51.4824074 -> 514824, charged in whole Rappen per 100 L: 51.48
    const recipe = resolveLivePricing(input([], {}, { currency: 'CHF' }));
    expect(recipe.currencyFx).toEqual({ symbol: 'FX/EURCHF' });
    const result = priceFromMarket(recipe, quotes, now, { explain: true });
    expect(result).toMatchObject({
      ok: true,
      pricePer100lE4: 514_800,
      basis: { currencyFxSymbol: 'FX/EURCHF', currencyFxRate: 0.94 },
    });
    expect(result.ok && result.steps.at(-4)).toMatchObject({
      label: 'Umrechnung in CHF (Kurs 0,9400)',
      unit: 'CHF/100L15',
    });
    expect(result.ok && result.steps.slice(-3).map((s) => [s.value, s.unit])).toEqual([
      [51.4824, 'CHF/100L15'],
      [51.48, 'CHF/100L15'],
      [51.48, 'CHF/100L15'],
    ]);
  });
});

describe('market data failure', () => {
  it('reports missing quotes', () => {
    expect(priceFromMarket(resolveLivePricing(input()), {}, now)).toEqual({
      ok: false,
      reason: 'MARKET_DATA_UNAVAILABLE',
      missing: ['ICE/GAS2', 'FX/EURUSD'],
    });
    const { 'FX/EURCHF': _chf, ...withoutChf } = quotes;
    expect(priceFromMarket(resolveLivePricing(input([], {}, { currency: 'CHF' })), withoutChf, now)).toMatchObject({
      ok: false,
      missing: ['FX/EURCHF'],
    });
  });
  it('treats quotes older than 2 minutes as missing, or older than maxAgeMs', () => {
    const stale = { ...quotes, 'ICE/GAS2': { price: 700, timestamp: '2026-05-11T09:57:59.000Z' } };
    expect(priceFromMarket(resolveLivePricing(input()), stale, now)).toMatchObject({
      ok: false,
      missing: ['ICE/GAS2'],
    });
    expect(priceFromMarket(resolveLivePricing(input()), stale, now, { maxAgeMs: 5 * 60_000 })).toMatchObject({
      ok: true,
      pricePer100lE4: 547_700,
    });
    const exactlyTwoMinutes = { ...quotes, 'ICE/GAS2': { price: 700, timestamp: '2026-05-11T09:58:00.000Z' } };
    expect(priceFromMarket(resolveLivePricing(input()), exactlyTwoMinutes, now).ok).toBe(true);
  });
});

describe('precedence through the engine', () => {
  it('a customer price rule beats a product price rule of the same group', () => {
    // customer: 54.7685185 + 1 = 55.7685185 -> 557685 (the product rule's +2 does not apply)
    const rules = [
      ruleOf('PRICE', { value: 2, unit: 'EUR/100L15' }, { scope: 'PRODUCT', productIds: [1] }),
      ruleOf(
        'PRICE',
        { value: 1, unit: 'EUR/100L15' },
        { scope: 'ACCOUNT', accountIds: [7], productIds: [1], terminalIds: [100] },
      ),
    ];
    expect(priceE4(input(rules))).toBe(557_700);
    // another buyer gets the product rule: 54.7685185 + 2 = 56.7685185 -> 567685
    expect(priceE4(input(rules, {}, { buyerAccountId: 8 }))).toBe(567_700);
  });
  it('two groups stack (terminal freight + product premium)', () => {
    // 54.7685185 + 0.5 + 1.2 = 56.4685185 -> 564685
    const rules = [
      ruleOf(
        'PRICE',
        { value: 0.5, unit: 'EUR/100L15' },
        { scope: 'TERMINAL', terminalIds: [100], groupName: 'Fracht' },
      ),
      ruleOf(
        'PRICE',
        { value: 1.2, unit: 'EUR/100L15' },
        { scope: 'PRODUCT', productIds: [1], groupName: 'Produktaufschlag' },
      ),
    ];
    expect(priceE4(input(rules))).toBe(564_700);
  });
  it('a narrower terminal rule beats a network rule', () => {
    // 54.7685185 + 0.3 = 55.0685185 -> 550685
    const rules = [
      ruleOf(
        'PRICE',
        { value: 0.9, unit: 'EUR/100L15' },
        { scope: 'NETWORK', terminalIds: [100, 101], groupName: 'Fracht' },
      ),
      ruleOf(
        'PRICE',
        { value: 0.3, unit: 'EUR/100L15' },
        { scope: 'TERMINAL', terminalIds: [100], groupName: 'Fracht' },
      ),
    ];
    expect(priceE4(input(rules))).toBe(550_700);
  });
  it('names the applied rules with a reason', () => {
    const customer = ruleOf(
      'PRICE',
      { value: 1, unit: 'EUR/100L15' },
      { scope: 'ACCOUNT', accountIds: [7], productIds: [1], terminalIds: [100] },
    );
    const product = ruleOf('PRICE', { value: 2, unit: 'EUR/100L15' }, { scope: 'PRODUCT', productIds: [1] });
    const { appliedRules } = explainLivePricing(
      input([product, customer, ruleOf('ICE_EXPIRY', { date: '2026-05-01', time: '08:00', direction: 'FORWARD' })]),
    );
    expect(appliedRules.map((r) => [r.id, r.kind])).toEqual([
      [expect.any(Number), 'ICE_EXPIRY'],
      [customer.id, 'PRICE'],
    ]);
    expect(appliedRules[1]!.reason).toBe(
      'Preisregel +1,0000 EUR/100L15. Bereich Kunde (1 Kunde, 1 Produkt, 1 Terminal); spezifischste von 2 passenden Regeln.',
    );
    expect(appliedRules[0]!.reason).toContain('vorwärts gerollt auf M03');
  });
});

describe('recipe details', () => {
  it('prices an API seller from its own quotes', () => {
    expect(resolveLivePricing(input([], {}, { priceType: 'API' })).quoteSellerAccountId).toBe(3);
    expect(resolveLivePricing(input()).quoteSellerAccountId).toBeNull();
  });
  it('leaves the surcharge out when it is 0 and keeps fixedPriceE4 reserved', () => {
    const recipe = resolveLivePricing(input());
    expect(recipe.adjustments).toEqual([]);
    expect(recipe.fixedPriceE4).toBeNull();
    expect(priceFromMarket({ ...recipe, fixedPriceE4: 600_000 }, {}, now)).toMatchObject({
      ok: true,
      pricePer100lE4: 600_000,
      basis: null,
    });
  });
});
