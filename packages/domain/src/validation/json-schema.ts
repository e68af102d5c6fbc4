/**
 * JSON Schema keywords for the rules that zod checks with a refinement (decision 058). zod writes a
 * built-in check (min, max, length, enum) into the OpenAPI document itself, but a `.refine()` is a
 * function it cannot describe; contracts attach these with `.meta()` so a generated client knows
 * the rule. One place, so the document says the same thing wherever a rule is used.
 *
 * Patterns are ECMA-262 without flags, as OpenAPI 3.0 demands, and mean the same with the `u` flag
 * that Ajv adds.
 */

/**
 * Text without C0 control characters and without a lone UTF-16 surrogate (isSafeText in fields.ts).
 * A valid surrogate pair is allowed: it is an emoji or another character outside the BMP.
 */
export const SAFE_TEXT_PATTERN = '^(?:[^\\u0000-\\u001F\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
/** The same, with tab, line feed and carriage return allowed (multi-line text). */
export const SAFE_MULTILINE_TEXT_PATTERN =
  '^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';

export const JSON_SCHEMA_RULES = {
  safeText: { pattern: SAFE_TEXT_PATTERN },
  safeMultiLineText: { pattern: SAFE_MULTILINE_TEXT_PATTERN },
  /** An ordinary address (isValidEmail); the server's rule is a little stricter than RFC 5322. */
  email: { format: 'email' },
  /** A calendar day "YYYY-MM-DD" (isIsoDate: the day must exist). */
  isoDate: { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  /** A month "YYYY-MM". */
  month: { pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
  /** A time of day "HH:MM", 00:00 to 23:59. */
  time: { pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
  /** A time of day "HH:MM" where the end of the day may be written 24:00. */
  windowEnd: { pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' },
} as const;

/** Numbers with at most `places` decimals, as an extension keyword (multipleOf misfires on binary fractions). */
export const maxDecimals = (places: number) => ({ 'x-max-decimals': places }) as const;
