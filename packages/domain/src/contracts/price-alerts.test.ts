import { describe, expect, it } from 'vitest';
import { PRICE_ALERT_MESSAGES as M, PriceAlertInputSchema } from './price-alerts';

const valid = {
  comment: '  Heizöl Hamburg ',
  value: 55.5,
  operator: 'LTE',
  productId: 1,
  terminalId: 100,
  liftingPeriodType: 'PROMPT',
};
const issues = (v: unknown) => {
  const r = PriceAlertInputSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('PriceAlertInputSchema', () => {
  it('accepts an alert and trims the comment; an empty comment is fine', () => {
    expect(PriceAlertInputSchema.parse(valid).comment).toBe('Heizöl Hamburg');
    expect(PriceAlertInputSchema.parse({ ...valid, comment: null }).comment).toBe('');
    expect(PriceAlertInputSchema.parse({ ...valid, comment: undefined }).comment).toBe('');
  });
  it('checks the value', () => {
    expect(issues({ ...valid, value: 0 })).toEqual({ value: M.valuePositive });
    expect(issues({ ...valid, value: 100_000.01 })).toEqual({ value: M.valueTooLarge });
    expect(issues({ ...valid, value: 1.23456 })).toEqual({ value: M.valueDecimals });
    expect(issues({ ...valid, value: null })).toEqual({ value: 'Preis (EUR/100L15) ist ein Pflichtfeld.' });
  });
  it('requires operator, product, terminal and lifting period type; comment at most 200 characters', () => {
    expect(issues({ comment: 'x'.repeat(201), value: 1 })).toEqual({
      comment: 'Kommentar darf höchstens 200 Zeichen lang sein.',
      operator: 'Bedingung ist ein Pflichtfeld.',
      productId: 'Produkt ist ein Pflichtfeld.',
      terminalId: 'Terminal ist ein Pflichtfeld.',
      liftingPeriodType: 'Abholzeitraum ist ein Pflichtfeld.',
    });
  });
});
