import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fixedPriceSteps } from '@fuel/domain/pricing/price-from-market';
import type { PriceStep } from '@fuel/domain/pricing/live-pricing';
import { renderWithBrand } from '../../test/render';
import { PriceBreakdown, PriceBreakdownButton } from './price-breakdown';

// 700 USD/mt -> 54.7685 EUR/100 L, + 6.135 duty = 60.9035, rounded to 60.90 (decision 049).
const steps: PriceStep[] = [
  { label: 'Börsenpreis ICE LS Gasoil M01', value: 700, unit: 'USD/mt', ruleId: null, detail: null, kind: 'START' },
  {
    label: 'Umrechnung in EUR (Kurs 1,0800)',
    value: 648.148148,
    unit: 'EUR/mt',
    ruleId: null,
    detail: null,
    kind: 'CONVERSION',
  },
  {
    label: 'Dichte 0,8450',
    value: 547.685185,
    unit: 'EUR/cbm',
    ruleId: null,
    detail: 'kg/l bei 15 °C',
    kind: 'CONVERSION',
  },
  { label: 'pro 100 L (15 °C)', value: 54.7685185, unit: 'EUR/100L15', ruleId: null, detail: null, kind: 'CONVERSION' },
  {
    label: 'Energiesteuer',
    value: 60.9035185,
    unit: 'EUR/100L15',
    ruleId: 4,
    detail: '+6,1350 EUR/100L15',
    kind: 'ADDITION',
  },
  { label: 'Summe vor Rundung', value: 60.9035, unit: 'EUR/100L15', ruleId: null, detail: null, kind: 'SUBTOTAL' },
  {
    label: 'Gerundet auf ganze Cent je 100 L',
    value: 60.9,
    unit: 'EUR/100L15',
    ruleId: null,
    detail: null,
    kind: 'ROUNDING',
  },
  { label: 'Endpreis', value: 60.9, unit: 'EUR/100L15', ruleId: null, detail: null, kind: 'TOTAL' },
];

describe('PriceBreakdown', () => {
  it('shows each step with its value and unit, each addition and the rounding as a change, and the total as the price', async () => {
    await renderWithBrand(<PriceBreakdown steps={steps} />);
    const rows = screen.getAllByTestId('price-line');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(steps.map((s) => s.kind));
    const cells = (i: number) => [
      within(rows[i]!).getByTestId('price-line-change').textContent,
      within(rows[i]!).getByTestId('price-line-value').textContent,
    ];
    expect(cells(0)).toEqual(['', '700,0000 USD/t']);
    expect(cells(1)).toEqual(['', '648,1481 EUR/t']);
    expect(cells(4)).toEqual(['+6,135 EUR/100 L', '60,9035 EUR/100 L']);
    expect(cells(6)).toEqual(['−0,0035 EUR/100 L', '60,9000 EUR/100 L']);
    expect(cells(7)).toEqual(['', '60,90 EUR/100 L']);
  });

  it('says so when an order has no stored breakdown', async () => {
    await renderWithBrand(<PriceBreakdown steps={null} testId="order-price-breakdown" />);
    expect(screen.getByTestId('order-price-breakdown-none').textContent).toContain('keine Aufschlüsselung');
  });

  it('opens from a real button beside the price (reached with Tab, a button element)', async () => {
    await renderWithBrand(<PriceBreakdownButton steps={() => fixedPriceSteps(984_500, 0, 'EUR/100L15').steps} />);
    const button = screen.getByRole('button', { name: 'Preiszusammensetzung anzeigen' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const lines = await screen.findAllByTestId('price-line');
    expect(lines.map((l) => l.textContent)).toEqual(['Festpreis98,4500 EUR/100 L', 'Endpreis98,45 EUR/100 L']);
  });
});
