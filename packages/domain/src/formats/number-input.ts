import type { BrandId } from '../contracts/identity';
import { DEFAULT_INPUT_DECIMALS } from '../constants';
import { numberFormatForBrand } from './number';

/**
 * Reading what a person typed into a number field (decision 028). The brand's format comes first
 * (A, C: 1.234,56; B: 1'234.56). The other common decimal mark, the one of the other format, is
 * accepted as the decimal mark only where it cannot be a thousands separator:
 *
 * - A, C: the dot is the brand's thousands separator. A text without a comma whose dots group the
 *   integer into threes ("1.234", "12.345.678") is read with thousands. Otherwise a single dot is
 *   the decimal mark: "12.5" -> 12,5, ".5" -> 0,5, "5." -> 5, "0.500" -> 0,5 (a group never starts
 *   with 0), "1234.567" -> 1234,567 (a first group has at most three digits).
 * - B: the comma is no separator of the brand. A single comma is the decimal mark ("12,5" -> 12.5)
 *   unless it could be an English thousands separator ("1,234": one to three digits, not starting
 *   with 0, then exactly three): that text is refused as ambiguous rather than guessed.
 * - The brand's own decimal mark may appear once; its thousands separator only between groups of
 *   three digits of the integer part. Anything else (letters, spaces inside, "1,2,3") is not a
 *   number. Nothing is dropped or truncated: too many decimals (trailing zeros do not count), a
 *   minus where only positive values are allowed and values outside min/max are refused with the
 *   reason.
 */
export type NumberInputRules = {
  brand: BrandId;
  /** Decimals allowed; default 2 (spec section 5). */
  decimals?: number;
  /** false: the positive-only variant. Default true. */
  signed?: boolean;
  min?: number;
  max?: number;
};

export type NumberInputProblem =
  | { code: 'notANumber' }
  /** Brand B: "1,234" could mean 1.234 or 1'234. */
  | { code: 'ambiguous'; asDecimal: number; asThousands: number }
  | { code: 'tooManyDecimals'; decimals: number }
  | { code: 'negative' }
  | { code: 'belowMin'; min: number }
  | { code: 'aboveMax'; max: number };

export type NumberInputReading =
  | { kind: 'empty' }
  /** typedDecimals: the fraction digits as typed ("12,50" -> 2), to show the value the way it was typed. */
  | { kind: 'number'; value: number; typedDecimals: number }
  | { kind: 'invalid'; problem: NumberInputProblem };

const MINUS = /^[-\u2212]/;
/** The brand's thousands grouping of an integer part: 1 to 3 digits (not a lone or leading 0), then groups of 3. */
const grouped = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:${separator === '.' ? '\\.' : separator}\\d{3})+$`);
const DIGITS = /^\d*$/;

type Split = { int: string; frac: string } | 'notANumber' | 'ambiguous';

/** Splits an unsigned text into integer and fraction digits by the rule above. */
function split(body: string, brand: BrandId): Split {
  const { decimal, thousands } = numberFormatForBrand(brand);
  const alternative = decimal === ',' ? '.' : ',';
  const readInt = (int: string) =>
    DIGITS.test(int) ? int : grouped(thousands).test(int) ? int.split(thousands).join('') : null;
  const at = (mark: string): Split => {
    const [int, frac = '', ...rest] = body.split(mark);
    const digits = readInt(int);
    if (rest.length > 0 || digits === null || !DIGITS.test(frac) || int + frac === '') return 'notANumber';
    return { int: digits, frac };
  };
  if (body.includes(decimal))
    return body.includes(alternative) && alternative !== thousands ? 'notANumber' : at(decimal);
  if (!body.includes(alternative)) return at(decimal);
  if (alternative === thousands) {
    const digits = readInt(body);
    return digits !== null ? { int: digits, frac: '' } : at(alternative);
  }
  if (/^[1-9]\d{0,2},\d{3}$/.test(body)) return 'ambiguous';
  return at(alternative);
}

/** Reads a typed number; see the rule at NumberInputRules. */
export function readNumberInput(text: string, rules: NumberInputRules): NumberInputReading {
  const decimals = rules.decimals ?? DEFAULT_INPUT_DECIMALS;
  const trimmed = text.trim().split('\u2019').join("'");
  if (trimmed === '') return { kind: 'empty' };
  const negative = MINUS.test(trimmed);
  const parts = split(negative ? trimmed.slice(1) : trimmed, rules.brand);
  if (parts === 'notANumber') return { kind: 'invalid', problem: { code: parts } };
  if (parts === 'ambiguous') {
    const [int, frac] = trimmed.replace(MINUS, '').split(',');
    const sign = negative ? -1 : 1;
    return {
      kind: 'invalid',
      problem: {
        code: 'ambiguous',
        asDecimal: sign * Number(`${int}.${frac}`),
        asThousands: sign * Number(int + frac),
      },
    };
  }
  if (parts.frac.replace(/0+$/, '').length > decimals)
    return { kind: 'invalid', problem: { code: 'tooManyDecimals', decimals } };
  const magnitude = Number(`${parts.int || '0'}.${parts.frac || '0'}`);
  const value = negative && magnitude !== 0 ? -magnitude : magnitude;
  if (value < 0 && rules.signed === false) return { kind: 'invalid', problem: { code: 'negative' } };
  if (rules.min !== undefined && value < rules.min)
    return { kind: 'invalid', problem: { code: 'belowMin', min: rules.min } };
  if (rules.max !== undefined && value > rules.max)
    return { kind: 'invalid', problem: { code: 'aboveMax', max: rules.max } };
  return { kind: 'number', value, typedDecimals: parts.frac.length };
}
