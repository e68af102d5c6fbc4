import { describe, expect, it } from 'vitest';
import type { QuoteMap } from '../market-data/symbols';
import type { LiveRecipe, PriceStep } from '../pricing/live-pricing';
import { netMinor } from '../pricing/money';
import { priceFromMarket } from '../pricing/price-from-market';
import { invoiceLinesOf, isDutyOrLevyLabel, type InvoiceLinesInput } from './invoice-lines';

const step = (
  label: string,
  value: number,
  kind: PriceStep['kind'],
  unit: PriceStep['unit'] = 'EUR/100L15',
): PriceStep => ({
  label,
  value,
  unit,
  ruleId: null,
  detail: null,
  kind,
});

/** Heating oil at 98.46 EUR/100 L including 6.135 EUR/100 L energy duty. */
const heatingOilSteps = [
  step('Festpreis', 92.325, 'START'),
  step('Energiesteuer', 98.46, 'ADDITION'),
  step('Endpreis', 98.46, 'TOTAL'),
];

const heatingOil = (over: Partial<InvoiceLinesInput> = {}): InvoiceLinesInput => ({
  productName: 'Heizöl EL schwefelarm',
  litres: 30_000,
  chargedPriceE4: 984_600,
  steps: heatingOilSteps,
  vatRateBp: 1900,
  ...over,
});

const sumNet = (lines: { netMinor: number }[]) => lines.reduce((s, l) => s + l.netMinor, 0);
const sumUnit = (lines: { unitPriceE4: number }[]) => lines.reduce((s, l) => s + l.unitPriceE4, 0);

describe('invoiceLinesOf', () => {
  it('30,000 L at 98.46 incl. 6.135 energy duty: product 92.325 = 27,697.50, duty 1,840.50, together 29,538.00', () => {
    expect(invoiceLinesOf(heatingOil())).toEqual([
      {
        description: 'Heizöl EL schwefelarm',
        quantityLitres: 30_000,
        unitPriceE4: 923_250,
        netMinor: 2_769_750,
        vatRateBp: 1900,
      },
      { description: 'Energiesteuer', quantityLitres: 30_000, unitPriceE4: 61_350, netMinor: 184_050, vatRateBp: 1900 },
    ]);
    expect(netMinor(30_000, 984_600)).toBe(2_953_800);
  });

  it('without steps (an order from before issue 24) gives one line at the charged price', () => {
    expect(invoiceLinesOf(heatingOil({ steps: [], litres: 1 }))).toEqual([
      { description: 'Heizöl EL schwefelarm', quantityLitres: 1, unitPriceE4: 984_600, netMinor: 98, vatRateBp: 1900 },
    ]);
  });

  it('5 L: each line rounded alone would be 4.62 + 0.31 = 4.93, but the order is 4.92; the differences give 4.62 + 0.30', () => {
    // 5 x 92.325 / 100 = 4.61625 -> 4.62; 5 x 6.135 / 100 = 0.30675 -> 0.31; 5 x 98.46 / 100 = 4.923 -> 4.92
    const lines = invoiceLinesOf(heatingOil({ litres: 5 }));
    expect(lines.map((l) => l.netMinor)).toEqual([462, 30]);
    expect(sumNet(lines)).toBe(netMinor(5, 984_600));
  });

  it('1 L at odd prices: 0.5 cent halves would round up twice; the line amounts still add to the order', () => {
    // 1 L x 1.01 EUR/100 L = 1.01 cents -> 1; product 0.505 and duty 0.505 would each round to 1 cent alone.
    const steps = [
      step('Festpreis', 0.505, 'START'),
      step('Energiesteuer', 1.01, 'ADDITION'),
      step('Endpreis', 1.01, 'TOTAL'),
    ];
    const lines = invoiceLinesOf(heatingOil({ litres: 1, chargedPriceE4: 10_100, steps }));
    expect(lines.map((l) => [l.unitPriceE4, l.netMinor])).toEqual([
      [5_050, 1],
      [5_050, 0],
    ]);
  });

  it('line amounts add up to netMinor and unit prices to the charged price, for any litres', () => {
    for (let litres = 1; litres <= 3_001; litres += 37) {
      const lines = invoiceLinesOf(heatingOil({ litres, chargedPriceE4: 984_700 }));
      expect(sumNet(lines), `${litres} L`).toBe(netMinor(litres, 984_700));
      expect(sumUnit(lines)).toBe(984_700);
    }
  });

  it('a rounding or floor step stays in the product line; only the duty is split off', () => {
    const steps = [
      step('Festpreis', 92.3299, 'START'),
      step('Energiesteuer', 98.4649, 'ADDITION'),
      step('Gerundet auf ganze Cent je 100 L', 98.46, 'ROUNDING'),
      step('Endpreis', 98.46, 'TOTAL'),
    ];
    expect(invoiceLinesOf(heatingOil({ steps })).map((l) => [l.description, l.unitPriceE4])).toEqual([
      ['Heizöl EL schwefelarm', 923_250],
      ['Energiesteuer', 61_350],
    ]);
  });

  it('a zero duty gives no line', () => {
    const steps = [
      step('Festpreis', 98.46, 'START'),
      step('Energiesteuer', 98.46, 'ADDITION'),
      step('Endpreis', 98.46, 'TOTAL'),
    ];
    expect(invoiceLinesOf(heatingOil({ steps }))).toHaveLength(1);
  });

  it('refuses duties above the charged price (steps that do not belong to the order)', () => {
    expect(() => invoiceLinesOf(heatingOil({ chargedPriceE4: 50_000 }))).toThrow(RangeError);
  });
});

describe('invoiceLinesOf with the engine’s steps', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const quotes: QuoteMap = { 'FX/EURCHF': { price: 0.9412, timestamp: '2026-11-28T09:59:30.000Z' } };
  const recipe = (over: Partial<LiveRecipe> = {}): LiveRecipe => ({
    offerId: 10,
    symbol: 'ICE/GAS2',
    futureMonth: 'M02',
    originalFutureMonth: 'M02',
    settlePriceUsdMt: 700,
    fx: { mode: 'FIXED', rate: 1.08 },
    density: 0.835,
    quoteSellerAccountId: null,
    adjustments: [
      { label: 'Aufschlag', ruleId: null, amount: 24.5, unit: 'USD/mt' },
      { label: 'Energiesteuer', ruleId: 1, amount: 470.4, unit: 'EUR/cbm' },
      { label: 'CO2-Abgabe', ruleId: 2, amount: 16.79, unit: 'EUR/100L15' },
    ],
    minPriceE4: null,
    fixedPriceE4: null,
    currencyFx: null,
    ...over,
  });
  const priced = (r: LiveRecipe) => {
    const result = priceFromMarket(r, quotes, now, { explain: true });
    if (!result.ok) throw new Error('no price');
    return result;
  };

  it('diesel 119.84: duty 470.40 EUR/cbm is 47.04 per 100 L, CO2 levy 16.79, the USD surcharge stays in the product', () => {
    // (700 + 24.5) / 1.08 x 0.835 + 470.40 = 1,030.5458 EUR/cbm; / 10 + 16.79 = 119.8446 -> 119.84
    const r = priced(recipe());
    expect(r.pricePer100lE4).toBe(1_198_400);
    const lines = invoiceLinesOf({
      productName: 'Diesel',
      litres: 10_000,
      chargedPriceE4: 1_198_400,
      steps: r.steps,
      vatRateBp: 1900,
    });
    expect(lines.map((l) => [l.description, l.unitPriceE4, l.netMinor])).toEqual([
      ['Diesel', 560_100, 560_100],
      ['Energiesteuer', 470_400, 470_400],
      ['CO2-Abgabe', 167_900, 167_900],
    ]);
    expect(sumNet(lines)).toBe(1_198_400);
  });

  it('in CHF the duties are converted at the rate of the price: 47.04 x 0.9412 = 44.2740, 16.79 x 0.9412 = 15.8027', () => {
    const r = priced(recipe({ currencyFx: { symbol: 'FX/EURCHF' } }));
    const lines = invoiceLinesOf({
      productName: 'Diesel',
      litres: 10_000,
      chargedPriceE4: r.pricePer100lE4,
      steps: r.steps,
      vatRateBp: 810,
    });
    expect(lines.slice(1).map((l) => [l.description, l.unitPriceE4])).toEqual([
      ['Energiesteuer', 442_740],
      ['CO2-Abgabe', 158_027],
    ]);
    expect(sumUnit(lines)).toBe(r.pricePer100lE4);
    expect(sumNet(lines)).toBe(netMinor(10_000, r.pricePer100lE4));
  });

  it('a caller may say which steps are duties', () => {
    const r = priced(recipe());
    const lines = invoiceLinesOf({
      productName: 'Diesel',
      litres: 100,
      chargedPriceE4: 1_198_400,
      steps: r.steps,
      vatRateBp: 1900,
      isDutyOrLevy: (s) => s.label === 'Energiesteuer',
    });
    expect(lines.map((l) => [l.description, l.unitPriceE4])).toEqual([
      ['Diesel', 728_000],
      ['Energiesteuer', 470_400],
    ]);
  });
});

describe('isDutyOrLevyLabel', () => {
  it('knows duties and levies by name, not surcharges or adjustments', () => {
    for (const label of ['Energiesteuer', 'CO2-Abgabe', 'Mineralölsteuer', 'EBV-Beitrag'])
      expect(isDutyOrLevyLabel(label), label).toBe(true);
    for (const label of [
      'Aufschlag',
      'Börsenaufschlag',
      'Bio-Beimischung',
      'Preisregel',
      'Preisanpassung Gesellschafter',
    ])
      expect(isDutyOrLevyLabel(label), label).toBe(false);
  });
});
