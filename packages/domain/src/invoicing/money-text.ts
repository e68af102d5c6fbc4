// Amounts in the German messages of invoicing: in the format of the platform that bills in that
// currency (EUR "1.234,56 EUR", CHF on brand B "1'234.56 CHF").
import { formatMoney, type Currency } from '../formats/number';
import { majorFromMinor } from '../pricing/money';

export const moneyText = (minor: number, currency: Currency): string =>
  formatMoney(majorFromMinor(minor), { brand: currency === 'CHF' ? 'B' : 'A', currency });
