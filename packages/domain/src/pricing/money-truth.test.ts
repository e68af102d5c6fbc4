import { describe, expect, it } from 'vitest';
import { invoiceForUnits, pricePerLitreE4 } from '../additives/additive-rules';
import type { QuoteMap } from '../market-data/symbols';
import { finalLinePriceE4 } from '../trading/order-line';
import { priceFromMarket, resolveLivePricing, type ResolveInput } from './engine';
import { chargedFloorE4, chargedPriceE4, invoiceFor, isChargedPriceE4 } from './money';
import { adjustedPriceSteps, fixedPriceSteps } from './price-from-market';
import { priceLinesAddUp, priceLinesOf } from './price-lines';
import { ruleOf } from './rule-fixtures';

// Issue 24 parts 3 and 8: hand-computed cases, from the market quote to the charged price and the
// invoice, for every market and brand. Each expected figure is worked out in the comment beside it.

const now = new Date('2026-11-28T10:00:00Z');
const ts = '2026-11-28T09:59:30.000Z';
const quotes: QuoteMap = {
  'ICE/GAS1': { price: 700, timestamp: ts },
  'ICE/GAS2': { price: 700, timestamp: ts },
  'FX/EURUSD': { price: 1.08, timestamp: ts },
  'FX/EURCHF': { price: 0.9412, timestamp: ts },
};

function input(over: Partial<ResolveInput> = {}, surcharge = 0, density = 0.845): ResolveInput {
  return {
    offer: {
      id: 10,
      productId: 1,
      terminalId: 100,
      live: {
        futureMonth: 'M02',
        fxMode: 'LIVE',
        fxRate: null,
        surcharge,
        surchargeUnit: 'USD_MT',
        density,
        minPriceEnabled: false,
        maxPriceFall: null,
        minPriceFloorE4: null,
        minPriceUpdatedAt: null,
      },
    },
    sellerAccountId: 3,
    buyerAccountId: 7,
    priceType: 'FIXED',
    rules: [],
    productDensity: null,
    productCategory: 'HEIZOEL',
    currency: 'EUR',
    now,
    ...over,
  };
}

function explained(i: ResolveInput) {
  const result = priceFromMarket(resolveLivePricing(i), quotes, now, { explain: true });
  if (!result.ok) throw new Error('no price');
  return result;
}

describe('the one rounding rule: whole cents per 100 L (decision 049)', () => {
  it('rounds half away from zero at the half cent', () => {
    expect(chargedPriceE4(547_685)).toBe(547_700); // 54.7685 -> 54.77
    expect(chargedPriceE4(547_650)).toBe(547_700); // 54.7650 -> 54.77 (half up)
    expect(chargedPriceE4(547_649)).toBe(547_600); // 54.7649 -> 54.76
    expect(chargedPriceE4(547_600)).toBe(547_600); // already charged: unchanged
    expect(chargedPriceE4(-547_650)).toBe(-547_700); // half away from zero below zero too
    expect(isChargedPriceE4(547_600)).toBe(true);
    expect(isChargedPriceE4(547_685)).toBe(false);
  });
  it('raises a floor with 4 decimals to the next whole cent', () => {
    expect(chargedFloorE4(547_601)).toBe(547_700);
    expect(chargedFloorE4(547_600)).toBe(547_600);
  });
  it("rounds a child account's adjustment with 4 decimals on an order line", () => {
    expect(finalLinePriceE4(547_700, 12_345)).toBe(560_000); // 54.77 + 1.2345 = 56.0045 -> 56.00
    expect(finalLinePriceE4(984_550, 0)).toBe(984_600); // a fixed price stored as 98.4550 is charged 98.46
  });
});

describe('DOMAIN.md worked examples through the charged price and the invoice', () => {
  it('700 USD/mt, 1.0800, 0.8450: 54.7685 -> 54.77; 10 cbm = 5,477.00 net, 1,040.63 VAT, 6,517.63 gross', () => {
    const r = explained(input());
    expect(r.steps.find((s) => s.kind === 'SUBTOTAL')!.value).toBe(54.7685);
    expect(r.pricePer100lE4).toBe(547_700);
    // 10,000 L x 54.77 / 100 = 5,477.00; x 19 % = 1,040.63; + = 6,517.63
    expect(invoiceFor(10_000, r.pricePer100lE4, 1900)).toEqual({
      netMinor: 547_700,
      vatMinor: 104_063,
      grossMinor: 651_763,
    });
  });
  it('+25 USD/mt: 56.7245 -> 56.72; + 15 EUR/cbm: 58.2245 -> 58.22', () => {
    expect(explained(input({}, 25)).steps.find((s) => s.kind === 'SUBTOTAL')!.value).toBe(56.7245);
    expect(explained(input({}, 25)).pricePer100lE4).toBe(567_200);
    const r = explained(input({ rules: [ruleOf('PRICE', { value: 15, unit: 'EUR/cbm' })] }, 25));
    expect(r.steps.find((s) => s.kind === 'SUBTOTAL')!.value).toBe(58.2245);
    expect(r.pricePer100lE4).toBe(582_200);
    const lines = priceLinesOf(r.steps);
    expect(priceLinesAddUp(lines, r.pricePer100lE4)).toBe(true);
    // 567.2454 EUR/cbm + 15 = 582.2454; then per 100 L 58.2245; rounding -0.0045 -> 58.22
    expect(lines.map((l) => [l.kind, l.value, l.change])).toEqual([
      ['START', 700, null],
      ['ADDITION', 725, 25],
      ['CONVERSION', 671.2963, null],
      ['CONVERSION', 567.2454, null],
      ['ADDITION', 582.2454, 15],
      ['CONVERSION', 58.2245, null],
      ['SUBTOTAL', 58.2245, null],
      ['ROUNDING', 58.22, -0.0045],
      ['TOTAL', 58.22, null],
    ]);
  });
});

describe('diesel with energy duty and CO2 levy (the trigger case of issue 24)', () => {
  it('24.50 USD/mt premium, 470.40 EUR/cbm duty, 16.79 EUR/100L CO2 levy: 119.84 EUR/100 L; 10 cbm = 11,984.00 net', () => {
    const rules = [
      ruleOf('DUTY', { value: 470.4, unit: 'EUR/cbm' }),
      ruleOf('DUTY', { value: 16.79, unit: 'EUR/100L15' }, { groupName: 'CO2-Abgabe' }),
    ];
    // (700 + 24.5) / 1.08 = 670.8333 EUR/mt; x 0.835 = 560.1458 EUR/cbm; + 470.40 = 1,030.5458;
    // / 10 = 103.0546 EUR/100 L; + 16.79 = 119.8446 -> 119.84
    const r = explained(input({ rules, productCategory: 'DIESEL' }, 24.5, 0.835));
    expect(r.steps.find((s) => s.kind === 'SUBTOTAL')!.value).toBe(119.8446);
    expect(r.pricePer100lE4).toBe(1_198_400);
    const lines = priceLinesOf(r.steps);
    expect(lines.filter((l) => l.kind === 'ADDITION').map((l) => [l.label, l.change, l.unit])).toEqual([
      ['Aufschlag', 24.5, 'USD/mt'],
      ['Energiesteuer', 470.4, 'EUR/cbm'],
      ['CO2-Abgabe', 16.79, 'EUR/100L15'],
    ]);
    expect(priceLinesAddUp(lines, r.pricePer100lE4)).toBe(true);
    // 10,000 L x 119.84 / 100 = 11,984.00; VAT 19 % = 2,276.96; gross 14,260.96
    expect(invoiceFor(10_000, r.pricePer100lE4, 1900)).toEqual({
      netMinor: 1_198_400,
      vatMinor: 227_696,
      grossMinor: 1_426_096,
    });
  });
});

describe('CHF on brand B', () => {
  it('54.7685 EUR/100 L x 0.9412 = 51.5481 -> 51.55 CHF/100 L; 12.345 cbm = 6,363.85 net, 8.1 % VAT 515.47', () => {
    const r = explained(input({ currency: 'CHF' }));
    const conversion = r.steps.find((s) => s.unit === 'CHF/100L15')!;
    expect(conversion).toMatchObject({ kind: 'CONVERSION', label: 'Umrechnung in CHF (Kurs 0,9412)' });
    expect(r.steps.find((s) => s.kind === 'SUBTOTAL')).toMatchObject({ value: 51.5481, unit: 'CHF/100L15' });
    expect(r.pricePer100lE4).toBe(515_500);
    expect(priceLinesAddUp(priceLinesOf(r.steps), r.pricePer100lE4)).toBe(true);
    // 12,345 L x 51.55 / 100 = 6,363.8475 -> 6,363.85; x 8.1 % = 515.47185 -> 515.47; gross 6,879.32
    expect(invoiceFor(12_345, r.pricePer100lE4, 810)).toEqual({
      netMinor: 636_385,
      vatMinor: 51_547,
      grossMinor: 687_932,
    });
  });
});

describe('fixed prices and child accounts', () => {
  it('explains a fixed price with a child surcharge: 98.45 + 1.25 = 99.70', () => {
    const { priceE4, steps } = fixedPriceSteps(984_500, 12_500, 'EUR/100L15');
    expect(priceE4).toBe(997_000);
    expect(steps.map((s) => [s.label, s.value])).toEqual([
      ['Festpreis', 98.45],
      ['Preisanpassung Gesellschafter', 99.7],
      ['Endpreis', 99.7],
    ]);
    expect(priceLinesAddUp(priceLinesOf(steps), priceE4)).toBe(true);
  });
  it('charges a fixed price stored with 4 decimals rounded, and says so', () => {
    const { priceE4, steps } = fixedPriceSteps(984_550, 0, 'EUR/100L15');
    expect(priceE4).toBe(984_600);
    expect(priceLinesOf(steps).map((l) => [l.kind, l.value, l.change])).toEqual([
      ['START', 98.455, null],
      ['ROUNDING', 98.46, 0.005],
      ['TOTAL', 98.46, null],
    ]);
  });
  it("adds a child's adjustment to a live price's steps as the order does", () => {
    const r = explained(input());
    const steps = adjustedPriceSteps(r.steps, r.pricePer100lE4, 12_345);
    const priceE4 = finalLinePriceE4(r.pricePer100lE4, 12_345) as number;
    expect(priceE4).toBe(560_000);
    expect(steps.at(-1)).toMatchObject({ kind: 'TOTAL', value: 56 });
    expect(priceLinesAddUp(priceLinesOf(steps), priceE4)).toBe(true);
    expect(adjustedPriceSteps(r.steps, r.pricePer100lE4, 0)).toEqual(r.steps);
  });
});

describe('bulk additive', () => {
  it('0.365 EUR per litre stays 0.3650 per litre (not 0.37); 1,000 L = 365.00 net, 69.35 VAT, 434.35 gross', () => {
    // a bulk unit of 1 L at 0.3650: 3,650 E4 per unit and per litre
    expect(pricePerLitreE4(3_650, 1)).toBe(3_650);
    // an IBC of 1,000 L at 365.00: 0.3650 per litre
    expect(pricePerLitreE4(3_650_000, 1000)).toBe(3_650);
    expect(invoiceForUnits(1000, 3_650, 1900)).toEqual({ netMinor: 36_500, vatMinor: 6_935, grossMinor: 43_435 });
  });
});

describe('breakdown lines of steps stored before kinds existed', () => {
  it('infers start, conversions, additions and the total from the units', () => {
    const lines = priceLinesOf([
      { label: 'Börsenpreis', value: 700, unit: 'USD/mt', ruleId: null, detail: null },
      { label: 'Umrechnung', value: 648.1481, unit: 'EUR/mt', ruleId: null, detail: null },
      { label: 'Dichte', value: 547.6852, unit: 'EUR/cbm', ruleId: null, detail: null },
      { label: 'pro 100 L', value: 54.7685, unit: 'EUR/100L15', ruleId: null, detail: null },
      { label: 'Mindestpreis', value: 56, unit: 'EUR/100L15', ruleId: null, detail: null },
      { label: 'Endpreis (gerundet)', value: 56, unit: 'EUR/100L15', ruleId: null, detail: null },
    ]);
    expect(lines.map((l) => [l.kind, l.change])).toEqual([
      ['START', null],
      ['CONVERSION', null],
      ['CONVERSION', null],
      ['CONVERSION', null],
      ['FLOOR', 1.2315],
      ['TOTAL', null],
    ]);
    expect(priceLinesAddUp(lines, 560_000)).toBe(true);
    expect(priceLinesAddUp(lines, 547_685)).toBe(false);
    expect(priceLinesAddUp([], 0)).toBe(false);
  });
});
