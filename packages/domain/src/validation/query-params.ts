import { z } from 'zod';
import { JSON_SCHEMA_RULES } from './json-schema';
import { idParamSchema, MAX_AMOUNT, MAX_ID } from './numbers';

// The parts of GET query strings: values arrive as text (or arrays when repeated), so each schema
// first turns "" into "not given", splits lists, then coerces. Shared by every query contract.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" that names a real calendar day (no 2026-02-30). */
export const isRealDate = (text: string) => {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

/** Query values arrive as text (or arrays when repeated); empty text counts as "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** "1,2" | ["1", "2,3"] -> ["1", "2", "3"]; nothing -> undefined. */
export function splitListParam(v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  const kept = parts.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
  return kept.length === 0 ? undefined : kept;
}

export const intParam = (label: string, min: number, max = MAX_ID) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} muss eine Zahl sein.` })
      .int({ error: `${label} muss eine ganze Zahl sein.` })
      .min(min, { error: `${label} muss mindestens ${min} sein.` })
      .max(max, { error: `${label} darf höchstens ${max} sein.` })
      .optional(),
  );

export const amountParam = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} muss eine Zahl sein.` })
      .refine(Number.isFinite, { error: `${label} muss eine Zahl sein.` })
      .min(0, { error: `${label} darf nicht negativ sein.` })
      .max(MAX_AMOUNT, { error: `${label} ist zu hoch.` })
      .optional(),
  );

export const dateFormatMessage = (label: string) => `${label} muss ein Datum im Format JJJJ-MM-TT sein.`;

/** One calendar day "YYYY-MM-DD" (a real date), in a query or a JSON body. */
export const isoDateString = (label: string) =>
  z
    .string({ error: dateFormatMessage(label) })
    .regex(ISO_DATE, { error: dateFormatMessage(label) })
    .refine(isRealDate, { error: `${label} ist kein gültiges Datum.` })
    .meta(JSON_SCHEMA_RULES.isoDate);

export const dateParam = (label: string) => z.preprocess(blankToUndefined, isoDateString(label).optional());

export const idListParam = (label: string, max = 500) =>
  z.preprocess(
    splitListParam,
    z
      .array(idParamSchema(`${label} enthält eine ungültige Kennung.`))
      .max(max, { error: `${label} enthält zu viele Einträge.` })
      .optional(),
  );

export const enumParam = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${label} ist ungültig (erlaubt: ${values.join(', ')}).` }).optional(),
  );

/** A parsed query back as a URL query string ("pageNumber=2&productIds=1,2"; lists comma-separated, empty values left out). */
export function toQueryString(q: object): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}
