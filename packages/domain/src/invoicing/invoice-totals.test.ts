import { describe, expect, it } from 'vitest';
import type { PriceStep } from '../pricing/live-pricing';
import { invoiceFor } from '../pricing/money';
import { invoiceLinesOf } from './invoice-lines';
import { invoiceTotals } from './invoice-totals';

const steps: PriceStep[] = [
  { label: 'Festpreis', value: 92.325, unit: 'EUR/100L15', ruleId: null, detail: null, kind: 'START' },
  { label: 'Energiesteuer', value: 98.46, unit: 'EUR/100L15', ruleId: 1, detail: null, kind: 'ADDITION' },
];
const linesOf = (litres: number, chargedPriceE4: number, vatRateBp: number) =>
  invoiceLinesOf({ productName: 'Heizöl EL schwefelarm', litres, chargedPriceE4, steps, vatRateBp });

describe('invoiceTotals', () => {
  it('30,000 L at 98.46 EUR, 19 %: net 29,538.00, VAT 5,612.22, gross 35,150.22', () => {
    expect(invoiceTotals(linesOf(30_000, 984_600, 1900), 'EUR')).toEqual({
      currency: 'EUR',
      lineTotalMinor: 2_953_800,
      vatBreakdown: [{ vatRateBp: 1900, taxableMinor: 2_953_800, vatMinor: 561_222 }],
      totalWithoutVatMinor: 2_953_800,
      vatTotalMinor: 561_222,
      totalWithVatMinor: 3_515_022,
      paidMinor: 0,
      amountDueMinor: 3_515_022,
    });
  });

  it('the same in CHF at 8.1 %: VAT 2,953,800 x 0.081 = 239,257.8 -> 2,392.58, gross 31,930.58', () => {
    const totals = invoiceTotals(linesOf(30_000, 984_600, 810), 'CHF');
    expect(totals).toMatchObject({ currency: 'CHF', vatTotalMinor: 239_258, totalWithVatMinor: 3_193_058 });
  });

  it('agrees with invoiceFor for a single rate, 1 L and odd prices included', () => {
    for (const [litres, priceE4, rate] of [
      [30_000, 984_600, 1900],
      [30_000, 984_600, 810],
      [1, 984_600, 1900],
      [5, 984_700, 1900],
      [7, 61_400, 810],
      [12_345, 515_500, 810],
      [999, 1_198_400, 2100],
    ] as const) {
      const totals = invoiceTotals(linesOf(litres, priceE4, rate), 'EUR');
      const single = invoiceFor(litres, priceE4, rate);
      expect(
        [totals.totalWithoutVatMinor, totals.vatTotalMinor, totals.totalWithVatMinor],
        `${litres} L at ${priceE4} / ${rate}`,
      ).toEqual([single.netMinor, single.vatMinor, single.grossMinor]);
    }
  });

  it('rounds VAT once per rate on the taxable amount, not per line: 2 x 0.03 at 19 % is 0.01 VAT, not 0.02', () => {
    const line = { netMinor: 3, vatRateBp: 1900 };
    expect(invoiceTotals([line, line], 'EUR').vatTotalMinor).toBe(1);
  });

  it('breaks VAT down per rate, highest first, and adds the rates up', () => {
    const totals = invoiceTotals(
      [
        { netMinor: 10_000, vatRateBp: 700 },
        { netMinor: 2_953_800, vatRateBp: 1900 },
        { netMinor: 5_005, vatRateBp: 700 },
      ],
      'EUR',
    );
    // 15,005 x 7 % = 1,050.35 -> 1,050; 2,953,800 x 19 % = 561,222
    expect(totals.vatBreakdown).toEqual([
      { vatRateBp: 1900, taxableMinor: 2_953_800, vatMinor: 561_222 },
      { vatRateBp: 700, taxableMinor: 15_005, vatMinor: 1_050 },
    ]);
    expect(totals.vatTotalMinor).toBe(562_272);
    expect(totals.totalWithVatMinor).toBe(2_968_805 + 562_272);
  });

  it('amount due is total with VAT minus paid (BT-115 = BT-112 - BT-113)', () => {
    const totals = invoiceTotals(linesOf(30_000, 984_600, 1900), 'EUR', 1_000_000);
    expect([totals.paidMinor, totals.amountDueMinor]).toEqual([1_000_000, 2_515_022]);
  });
});
