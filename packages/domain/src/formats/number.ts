import type { BrandId } from '../contracts/identity';
import { DEFAULT_INPUT_DECIMALS, NOTIFICATION_BADGE_CAP } from '../constants';

/**
 * Number formats of spec section 5 "Number inputs" and section 9. Every rounding and truncation
 * works on the number's shortest decimal text (what JavaScript prints for it), so 1.005 rounds to
 * 1.01 as a person expects, not to 1.00 as binary floating point would.
 */
export type NumberFormat = { decimal: ',' | '.'; thousands: '.' | "'" };

const FORMATS: Record<BrandId, NumberFormat> = {
  A: { decimal: ',', thousands: '.' },
  B: { decimal: '.', thousands: "'" },
  C: { decimal: ',', thousands: '.' },
};

export function numberFormatForBrand(brand: BrandId): NumberFormat {
  return FORMATS[brand];
}

export type Currency = 'EUR' | 'CHF';

/** A number as sign, integer digits and fraction digits, all decimal text. */
type DecimalParts = { negative: boolean; int: string; frac: string };

function checkDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  return decimals;
}

/** Splits a finite number into decimal digits, expanding exponent notation (1e21, 5e-7). */
function toDecimalParts(value: number): DecimalParts {
  const negative = value < 0;
  const text = Math.abs(value).toString();
  const [mantissa, expText] = text.split('e');
  const exp = expText ? Number(expText) : 0;
  const [intPart, fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + exp;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) {
    digits = digits + '0'.repeat(point - digits.length);
  }
  return { negative, int: digits.slice(0, point).replace(/^0+(?=\d)/, ''), frac: digits.slice(point) };
}

/** Adds one unit in the last place of a digit string ("199" -> "200", "99" -> "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

/** Rounds half away from zero to `decimals` fraction digits (the fraction is padded to that length). */
function roundParts(parts: DecimalParts, decimals: number): DecimalParts {
  const frac = parts.frac.padEnd(decimals, '0');
  const kept = parts.int + frac.slice(0, decimals);
  const roundUp = (frac[decimals] ?? '0') >= '5';
  const digits = roundUp ? incrementDigits(kept) : kept;
  const intLength = digits.length - decimals;
  return { negative: parts.negative, int: digits.slice(0, intLength), frac: digits.slice(intLength) };
}

/** Drops fraction digits beyond `decimals` without rounding. */
function truncateParts(parts: DecimalParts, decimals: number): DecimalParts {
  return { ...parts, frac: parts.frac.slice(0, decimals) };
}

function isZero(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.int + parts.frac);
}

function partsToNumber(parts: DecimalParts): number {
  // Number('-0') is -0; a zero never carries a sign.
  if (isZero(parts)) return 0;
  return Number(`${parts.negative ? '-' : ''}${parts.int || '0'}.${parts.frac || '0'}`);
}

/** Rounds half away from zero on the decimal value: roundToDecimals(1.005, 2) === 1.01. */
export function roundToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  return partsToNumber(roundParts(toDecimalParts(value), checkDecimals(decimals)));
}

/** Cuts off fraction digits beyond `decimals`: truncateToDecimals(-1.239, 2) === -1.23. */
export function truncateToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  return partsToNumber(truncateParts(toDecimalParts(value), checkDecimals(decimals)));
}

function groupThousands(int: string, separator: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats for display in the brand's format, rounded half away from zero (default 2 decimals):
 * 1234567.891 -> "1.234.567,89" (A, C) or "1'234'567.89" (B). Not a finite number -> "".
 */
export function formatNumber(value: number, opts: { brand: BrandId; decimals?: number }): string {
  const decimals = checkDecimals(opts.decimals ?? DEFAULT_INPUT_DECIMALS);
  if (!Number.isFinite(value)) return '';
  const format = numberFormatForBrand(opts.brand);
  const rounded = roundParts(toDecimalParts(value), decimals);
  const sign = rounded.negative && !isZero(rounded) ? '-' : '';
  const int = groupThousands(rounded.int || '0', format.thousands);
  return decimals > 0 ? `${sign}${int}${format.decimal}${rounded.frac}` : `${sign}${int}`;
}

/** An amount with its currency code (spec section 9 "code display"): "1.234,56 EUR", "1'234.56 CHF". */
export function formatMoney(value: number, opts: { brand: BrandId; currency: Currency; decimals?: number }): string {
  const number = formatNumber(value, opts);
  return number === '' ? '' : `${number} ${opts.currency}`;
}

/** A notification badge: "0".."99", above the cap "99+". */
export function formatBadgeCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const count = Math.floor(n);
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}
