import { expect, test } from 'vitest';
import { effectivePaymentTerm, isPaymentTermDays } from './payment-term';

test('the granted days of the product govern: due that many days after the collection ends', () => {
  // Issue 24: a seller had set 21 days per relationship and 7 per product; the buyer got 7 and keeps 7.
  expect(effectivePaymentTerm(7, '2026-11-30')).toEqual({ creditDays: 7, dueDate: '2026-12-07' });
  expect(effectivePaymentTerm(45, '2026-12-20')).toEqual({ creditDays: 45, dueDate: '2027-02-03' });
});

test('a trigger on a product without a granted term is due when the lifting ends', () => {
  expect(effectivePaymentTerm(null, '2026-12-31')).toEqual({ creditDays: 0, dueDate: '2026-12-31' });
});

test('only 7, 14, 21, 30 and 45 days are terms a seller grants', () => {
  expect([7, 14, 21, 30, 45].every(isPaymentTermDays)).toBe(true);
  expect([0, 10, 60].some(isPaymentTermDays)).toBe(false);
});
