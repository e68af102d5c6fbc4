import { describe, expect, it } from 'vitest';
import { triggerStatusLabel } from './trigger-history-export';
import { priceFromMarket } from '../pricing/engine';
import {
  contractMonthOptions,
  isContractMonthAllowed,
  isValidLiftingPeriod,
  isWithinTriggerWindow,
  monthOf,
  petrolMixSplit,
  remainingContractLitres,
  ROUND_THE_CLOCK,
  triggerDisabledReason,
  includedInPrice,
  liftsFromStart,
  mixParts,
  nonPetrolMixProducts,
  triggerRecipe,
  triggerRefusal,
  type PetrolMix,
  type TriggerFacts,
  type TriggerPriceBasis,
  type TriggerPricingInput,
} from './trigger-rules';
import { ruleOf } from '../pricing/rule-fixtures';

// 2026-11-24 is a Tuesday; 10:00 UTC is 11:00 in Berlin.
const NOW = new Date('2026-11-24T10:00:00Z');
const quotes = (at: string) => ({
  'ICE/GAS1': { price: 700, timestamp: at },
  'FX/EURUSD': { price: 1.08, timestamp: at },
  'FX/EURCHF': { price: 0.95, timestamp: at },
});

// A heating-oil contract of buyer 7 at terminal 3 (product 11); diesel is product 12, petrol 13/14.
const HEL = 11;
const DIESEL = 12;
const pricing = (basis: TriggerPriceBasis, over: Partial<TriggerPricingInput> = {}): TriggerPricingInput => ({
  contractId: 1,
  basis,
  productId: HEL,
  terminalId: 3,
  buyerAccountId: 7,
  productDensity: 0.845,
  productCategory: 'HEIZOEL',
  rules: [],
  currency: 'EUR',
  ...over,
});
const usd = (premium: number): TriggerPriceBasis => ({ futureMonth: 'M01', premium, premiumUnit: 'USD_MT' });
const eur = (premium: number): TriggerPriceBasis => ({ futureMonth: 'M01', premium, premiumUnit: 'EUR_100L15' });
const priceOf = (input: TriggerPricingInput) => {
  const r = priceFromMarket(triggerRecipe(input), quotes(NOW.toISOString()), NOW, { explain: true });
  if (!r.ok) throw new Error('not priced');
  return r;
};

// The seller's duty rules of DOMAIN.md: energy duty per product (EUR per 1,000 L = EUR/cbm) and a CO2 levy for all.
const DUTIES = [
  ruleOf(
    'DUTY',
    { value: 61.35, unit: 'EUR/cbm' },
    { scope: 'PRODUCT', groupName: 'Energiesteuer', productIds: [HEL] },
  ),
  ruleOf(
    'DUTY',
    { value: 470.4, unit: 'EUR/cbm' },
    { scope: 'PRODUCT', groupName: 'Energiesteuer', productIds: [DIESEL] },
  ),
  ruleOf('DUTY', { value: 147, unit: 'EUR/cbm' }, { groupName: 'CO2-Abgabe' }),
];

describe('trigger price', () => {
  it('is the ICE month plus a USD/mt premium, converted as DOMAIN.md says', () => {
    // The worked example: 700 USD/mt / 1.0800 x 0.8450 / 10 = 54.7685 before any addition, charged
    // in whole cents per 100 L (decision 049).
    expect(priceOf(pricing(usd(0))).pricePer100lE4).toBe(547700);
    const r = priceOf(pricing(usd(25)));
    expect(r.pricePer100lE4).toBe(567200); // 56.7245 -> 56.72
    expect(r.steps.map((s) => s.label)).toContain('Prämie');
  });
  it('adds a EUR/100L15 premium after the conversion, and converts to CHF on brand B', () => {
    expect(priceOf(pricing(eur(1.5))).pricePer100lE4).toBe(562700); // 54.7685 + 1.50 = 56.2685 -> 56.27
    expect(priceOf(pricing(eur(0), { currency: 'CHF' })).pricePer100lE4).toBe(520300); // 54.76852 x 0.95 = 52.0301 -> 52.03
  });
  it('has no price without fresh quotes', () => {
    const r = priceFromMarket(triggerRecipe(pricing(usd(0))), quotes('2026-11-24T09:00:00Z'), NOW);
    expect(r.ok).toBe(false);
  });

  it('heating oil: basis plus the energy duty 61.35 and the CO2 levy 147 EUR/cbm of the seller rules', () => {
    // 725 / 1.08 x 0.845 / 10 = 56.724537 + 6.1350 + 14.7000 = 77.559537 -> charged 77.56 (decision 049)
    const r = priceOf(pricing(usd(25), { rules: DUTIES }));
    expect(r.pricePer100lE4).toBe(775600);
    expect(r.steps.map((s) => s.label)).toEqual(expect.arrayContaining(['Prämie', 'Energiesteuer', 'CO2-Abgabe']));
  });
  it('diesel: a EUR/100L15 premium plus the energy duty 470.40 and the CO2 levy', () => {
    // 700 / 1.08 x 0.835 / 10 = 54.120370 + 3.2000 + 47.0400 + 14.7000 = 119.060370 -> charged 119.06
    const r = priceOf(
      pricing(eur(3.2), { productId: DIESEL, productDensity: 0.835, productCategory: 'DIESEL', rules: DUTIES }),
    );
    expect(r.pricePer100lE4).toBe(1190600);
  });
  it('brand B: the composed EUR price converted to CHF once, at the end', () => {
    // 77.559537 x 0.95 = 73.681560 -> charged 73.68
    expect(priceOf(pricing(usd(25), { rules: DUTIES, currency: 'CHF' })).pricePer100lE4).toBe(736800);
  });
  it('takes freight (PRICE groups) and the DENSITY rule, not the rules the contract fixed itself', () => {
    const rules = [
      ...DUTIES,
      ruleOf('DENSITY', { density: 0.85 }, { scope: 'PRODUCT', productIds: [HEL] }),
      ruleOf(
        'PRICE',
        { value: 12, unit: 'EUR/cbm' },
        { scope: 'TERMINAL', groupName: 'Fracht Hamburg', terminalIds: [3] },
      ),
      ruleOf('ICE_LIVE_PREMIUM', { value: 40 }, {}),
      ruleOf('ICE_LIVE', { futureMonth: 'M03' }, {}),
      ruleOf('FX', { rate: 1.2 }, {}),
      ruleOf('MIN_PRICE_FIXED', { price: 200 }, {}),
    ];
    // 724.5 / 1.08 x 0.85 / 10 = 57.020833 + 6.135 + 14.7 + 1.2 = 79.055833 -> charged 79.06
    const recipe = triggerRecipe(pricing(usd(24.5), { rules }));
    expect(recipe.futureMonth).toBe('M01');
    expect(recipe.fx).toEqual({ mode: 'LIVE', symbol: 'FX/EURUSD', premium: 0 });
    expect(recipe.minPriceE4).toBeNull();
    expect(priceOf(pricing(usd(24.5), { rules })).pricePer100lE4).toBe(790600);
  });
  it('an agreed freight replaces the seller freight groups for that contract; duties stay', () => {
    const rules = [
      ...DUTIES,
      ruleOf(
        'PRICE',
        { value: 12, unit: 'EUR/cbm' },
        { scope: 'TERMINAL', groupName: 'Fracht Hamburg', terminalIds: [3] },
      ),
    ];
    const r = priceOf(pricing({ ...usd(25), agreedFreight: 0.8 }, { rules }));
    // 77.559537 + 0.8 = 78.359537 -> charged 78.36 (not + 1.2)
    expect(r.pricePer100lE4).toBe(783600);
    expect(includedInPrice(triggerRecipe(pricing({ ...usd(25), agreedFreight: 0.8 }, { rules })))).toBe(
      'inkl. CO2-Abgabe, Energiesteuer und Vereinbarte Fracht, zzgl. MwSt.',
    );
  });
  it('an OFFER-scope rule of a spot offer that has the contract id does not apply', () => {
    const rules = [
      ...DUTIES,
      ruleOf('PRICE', { value: 500, unit: 'EUR/cbm' }, { scope: 'OFFER', offerId: 1, groupName: 'Angebotsaufschlag' }),
    ];
    expect(priceOf(pricing(usd(25), { contractId: 1, rules })).pricePer100lE4).toBe(775600);
  });
  it('another buyer, product or terminal rule does not apply', () => {
    const rules = [
      ...DUTIES,
      ruleOf('PRICE', { value: 9, unit: 'EUR/cbm' }, { scope: 'ACCOUNT', groupName: 'Fracht', accountIds: [8] }),
      ruleOf(
        'PRICE',
        { value: 9, unit: 'EUR/cbm' },
        { scope: 'TERMINAL', groupName: 'Fracht Bremen', terminalIds: [4] },
      ),
    ];
    expect(priceOf(pricing(usd(25), { rules })).pricePer100lE4).toBe(775600);
  });
  it('says what the price includes', () => {
    expect(includedInPrice(triggerRecipe(pricing(usd(25), { rules: DUTIES })))).toBe(
      'inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.',
    );
    expect(includedInPrice(triggerRecipe(pricing(usd(25))))).toBe('zzgl. MwSt.');
  });
});

describe('trigger window', () => {
  it('checks weekday and Berlin wall-clock time, `to` exclusive', () => {
    expect(isWithinTriggerWindow({ days: [2], from: '11:00', to: '12:00' }, NOW)).toBe(true);
    expect(isWithinTriggerWindow({ days: [2], from: '10:00', to: '11:00' }, NOW)).toBe(false);
    expect(isWithinTriggerWindow({ days: [1, 3], from: '00:00', to: '24:00' }, NOW)).toBe(false);
    expect(isWithinTriggerWindow(ROUND_THE_CLOCK, new Date('2026-11-29T22:59:00Z'))).toBe(true);
  });
});

const facts = (over: Partial<TriggerFacts> = {}, contract: Partial<TriggerFacts['contract']> = {}): TriggerFacts => ({
  contract: {
    status: 'ACTIVE',
    month: '2026-11',
    window: ROUND_THE_CLOCK,
    volumeLitres: 100_000,
    triggeredLitres: 50_000,
    offlineLitres: 20_000,
    minOrderLitres: 5_000,
    maxOrderLitres: 30_000,
    dailyTriggerLimit: 2,
    ...contract,
  },
  connected: true,
  triggersToday: 0,
  litres: 10_000,
  lifting: { from: '2026-11-24', to: '2026-11-30' },
  now: NOW,
  ...over,
});
const code = (f: TriggerFacts) => triggerRefusal(f)?.code ?? null;

describe('trigger refusals', () => {
  it('passes a trigger that breaks nothing', () => expect(code(facts())).toBeNull());
  it('refuses in the order of the checkout', () => {
    expect(code(facts({}, { status: 'PAUSED' }))).toBe('TRIGGER_NOT_ALLOWED');
    expect(code(facts({}, { month: '2026-10' }))).toBe('TRIGGER_NOT_ALLOWED');
    expect(code(facts({ connected: false }))).toBe('TRIGGER_NOT_ALLOWED');
    expect(code(facts({}, { window: { days: [1], from: '00:00', to: '24:00' } }))).toBe('TRIGGER_OUTSIDE_TIME');
    expect(code(facts({ litres: 4_999 }))).toBe('TRIGGER_QUANTITY_OUT_OF_RANGE');
    expect(code(facts({ litres: 30_001 }))).toBe('TRIGGER_QUANTITY_OUT_OF_RANGE');
    expect(code(facts({ lifting: { from: '2026-11-23', to: '2026-11-25' } }))).toBe('TRIGGER_LIFTING_PERIOD_INVALID');
    expect(code(facts({ triggersToday: 2 }))).toBe('TRIGGER_DAILY_LIMIT_REACHED');
    expect(code(facts({ litres: 30_000 }, { triggeredLitres: 50_001 }))).toBe('TRIGGER_VOLUME_EXHAUSTED');
    expect(code(facts({ litres: 30_000 }, { offlineLitres: 20_001 }))).toBe('TRIGGER_VOLUME_EXHAUSTED');
    expect(code(facts({ litres: 30_000 }))).toBeNull();
  });
  it('counts offline triggers against the remaining volume, never below zero', () => {
    expect(remainingContractLitres({ volumeLitres: 10, triggeredLitres: 8, offlineLitres: 5 })).toBe(0);
    expect(remainingContractLitres({ volumeLitres: 10, triggeredLitres: 3, offlineLitres: 5 })).toBe(2);
  });
  it('takes a lifting period inside the month, from today on', () => {
    expect(isValidLiftingPeriod({ from: '2026-11-24', to: '2026-11-24' }, '2026-11', '2026-11-24')).toBe(true);
    expect(isValidLiftingPeriod({ from: '2026-11-25', to: '2026-11-24' }, '2026-11', '2026-11-24')).toBe(false);
    expect(isValidLiftingPeriod({ from: '2026-11-25', to: '2026-12-01' }, '2026-11', '2026-11-24')).toBe(false);
    expect(isValidLiftingPeriod({ from: '2026-11-31', to: '2026-11-31' }, '2026-11', '2026-11-24')).toBe(false);
  });
  it('names the month of the business day', () => expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12'));
});

describe('disabled reasons of the trigger list', () => {
  const base = { ...facts(), priceFresh: true };
  it('explains why the action is off', () => {
    expect(triggerDisabledReason(base)).toBeNull();
    expect(triggerDisabledReason({ ...base, priceFresh: false })).toBe('CONNECTION');
    expect(triggerDisabledReason({ ...base, connected: false })).toBe('CONNECTION');
    expect(
      triggerDisabledReason({
        ...base,
        contract: { ...base.contract, window: { days: [1], from: '00:00', to: '24:00' } },
      }),
    ).toBe('OUTSIDE_TIME');
    expect(triggerDisabledReason({ ...base, triggersToday: 2 })).toBe('DAILY_LIMIT');
    expect(triggerDisabledReason({ ...base, contract: { ...base.contract, triggeredLitres: 76_000 } })).toBe('VOLUME');
  });
});

describe('petrol mix', () => {
  it('splits a trigger by shares with a flexibility band, adding up exactly', () => {
    const parts = petrolMixSplit(10_001, {
      split: [
        { productId: 1, percent: 95 },
        { productId: 2, percent: 5 },
      ],
      flexibilityPercent: 10,
      liftingStart: '2026-11-24',
    });
    expect(parts).toEqual([
      { productId: 1, litres: 9_501, minLitres: 8_551, maxLitres: 10_451 },
      { productId: 2, litres: 500, minLitres: 450, maxLitres: 550 },
    ]);
  });
});

describe('lifting start (issue 24 part 5)', () => {
  it('refuses a lifting period that begins before the contract lifting start', () => {
    const code = (from: string) =>
      triggerRefusal(facts({ lifting: { from, to: '2026-11-30' } }, { liftingStart: '2026-11-28' }))?.code ?? null;
    expect(code('2026-11-27')).toBe('TRIGGER_BEFORE_LIFTING_START');
    expect(code('2026-11-28')).toBeNull();
    expect(liftsFromStart({ from: '2026-11-25' }, null)).toBe(true);
  });
});

describe('petrol-mix split with flexibility', () => {
  const mix: PetrolMix = {
    split: [
      { productId: 13, percent: 60 },
      { productId: 14, percent: 40 },
    ],
    flexibilityPercent: 10,
    liftingStart: '2026-11-24',
  };
  const thirds: PetrolMix = {
    split: [
      { productId: 13, percent: 33.3 },
      { productId: 14, percent: 33.3 },
      { productId: 15, percent: 33.4 },
    ],
    flexibilityPercent: 5,
    liftingStart: '2026-11-24',
  };

  it('splits by the agreed shares in whole litres, the last product taking the remainder', () => {
    expect(mixParts(10_000, mix, null)).toEqual([
      { productId: 13, litres: 6_000 },
      { productId: 14, litres: 4_000 },
    ]);
    // 10,001 x 33.3 % = 3,330.333 -> 3,330 twice; the last takes 10,001 - 6,660 = 3,341.
    expect(mixParts(10_001, thirds, null)).toEqual([
      { productId: 13, litres: 3_330 },
      { productId: 14, litres: 3_330 },
      { productId: 15, litres: 3_341 },
    ]);
  });
  it('accepts the buyer split inside ± flexibility of each share, adding up to the trigger', () => {
    // 6,000 ± 600 and 4,000 ± 400.
    expect(
      mixParts(10_000, mix, [
        { productId: 14, litres: 3_600 },
        { productId: 13, litres: 6_400 },
      ]),
    ).toEqual([
      { productId: 13, litres: 6_400 },
      { productId: 14, litres: 3_600 },
    ]);
    expect(petrolMixSplit(10_000, mix)[1]).toEqual({
      productId: 14,
      litres: 4_000,
      minLitres: 3_600,
      maxLitres: 4_400,
    });
  });
  it('refuses a split outside the band, not adding up, missing, doubling or adding a product', () => {
    expect(
      mixParts(10_000, mix, [
        { productId: 13, litres: 6_601 },
        { productId: 14, litres: 3_399 },
      ]),
    ).toBeNull();
    expect(
      mixParts(10_000, mix, [
        { productId: 13, litres: 6_000 },
        { productId: 14, litres: 3_999 },
      ]),
    ).toBeNull();
    expect(mixParts(10_000, mix, [{ productId: 13, litres: 10_000 }])).toBeNull();
    expect(
      mixParts(10_000, mix, [
        { productId: 13, litres: 5_000 },
        { productId: 13, litres: 5_000 },
      ]),
    ).toBeNull();
    expect(
      mixParts(10_000, mix, [
        { productId: 13, litres: 6_000 },
        { productId: 99, litres: 4_000 },
      ]),
    ).toBeNull();
    expect(
      mixParts(10_000, mix, [
        { productId: 13, litres: 6_000.5 },
        { productId: 14, litres: 3_999.5 },
      ]),
    ).toBeNull();
  });
  it('only petrol products form a mix', () => {
    const products = [
      { id: 13, category: 'BENZIN' },
      { id: 14, category: 'BENZIN' },
      { id: 20, category: 'HEIZOEL' },
      { id: 21, category: 'DIESEL' },
    ];
    expect(nonPetrolMixProducts(mix, products)).toEqual([]);
    expect(
      nonPetrolMixProducts(
        {
          ...mix,
          split: [
            { productId: 20, percent: 50 },
            { productId: 21, percent: 50 },
          ],
        },
        products,
      ),
    ).toEqual([20, 21]);
  });
});

describe('contract month (issue 25 part 2)', () => {
  // 31 Dec 2026 23:30 UTC is already 1 Jan 2027 in Europe/Berlin: the business month decides.
  const newYearBerlin = new Date('2026-12-31T23:30:00Z');

  it('allows the current business month and later ones, never a past one', () => {
    expect(isContractMonthAllowed('2027-01', newYearBerlin)).toBe(true);
    expect(isContractMonthAllowed('2027-06', newYearBerlin)).toBe(true);
    expect(isContractMonthAllowed('2026-12', newYearBerlin)).toBe(false);
    expect(isContractMonthAllowed('2027-13', newYearBerlin)).toBe(false);
  });

  it('offers the current month first and the following ones across the year', () => {
    expect(contractMonthOptions(new Date('2026-11-15T12:00:00Z'), 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(contractMonthOptions(newYearBerlin, 2)).toEqual(['2027-01', '2027-02']);
  });
});

describe('triggerStatusLabel', () => {
  it("reads an online trigger's order status for the side, an offline trigger as recorded offline", () => {
    expect(triggerStatusLabel({ kind: 'ONLINE', status: 'OPEN' }, 'seller')).toBe('Offen / zu prüfen');
    expect(triggerStatusLabel({ kind: 'ONLINE', status: 'CONFIRMED' }, 'buyer')).toBe('Bestätigt');
    expect(triggerStatusLabel({ kind: 'ONLINE', status: 'DECLINED' }, 'buyer')).toBe('Abgelehnt');
    expect(triggerStatusLabel({ kind: 'OFFLINE', status: 'OFFLINE' }, 'seller')).toBe('Offline erfasst');
  });
});
