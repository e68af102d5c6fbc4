import { expect, it } from 'vitest';
import { moneyText } from './money-text';

it('writes euro amounts in the German format and francs in the Swiss one', () => {
  expect(moneyText(3_515_022, 'EUR')).toBe('35.150,22 EUR');
  expect(moneyText(3_193_058, 'CHF')).toBe("31'930.58 CHF");
  expect(moneyText(-5, 'EUR')).toBe('-0,05 EUR');
});
