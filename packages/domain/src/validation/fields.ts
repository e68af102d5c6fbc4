import { z } from 'zod';
import { JSON_SCHEMA_RULES } from './json-schema';

/** Spec section 5 "Required field": "{field} ist ein Pflichtfeld." */
export const requiredMessage = (field: string) => `${field} ist ein Pflichtfeld.`;

/** Spec section 5 "E-mail field" (message key email_format_required). */
export const EMAIL_FORMAT_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

export const maxLengthMessage = (field: string, max: number) => `${field} darf höchstens ${max} Zeichen lang sein.`;

/** The longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Empty means: null, undefined, an empty array, or a string of nothing but white space. */
export function isBlank(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

// An ordinary address: local@domain.tld, no spaces, no dot at either end of the local part or
// twice in a row, domain labels of letters/digits/hyphens (umlaut domains allowed), a TLD of
// at least two letters or an xn-- label.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TLD = '(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})';
const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+${TLD}$`, 'iu');

/** True for an ordinary e-mail address (spec section 5). No trimming: " a@b.de" is not valid. */
export function isValidEmail(v: string): boolean {
  return typeof v === 'string' && v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);
}

/** Text with a control character or a lone UTF-16 surrogate: the database cannot store it. */
export const unsafeTextMessage = (field: string) => `${field} enthält unzulässige Zeichen.`;

/** The documented pattern of isSafeText for the OpenAPI document. */
const safeTextRule = (options: TextOptions) =>
  options.multiLine ? JSON_SCHEMA_RULES.safeMultiLineText : JSON_SCHEMA_RULES.safeText;

/** Tab, line feed and carriage return: the C0 controls that multi-line text may hold. */
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * True for text that PostgreSQL stores as it was sent: no NUL or other C0 control character
 * (tab, line feed and carriage return allowed in multi-line text) and no lone UTF-16 surrogate.
 */
export function isSafeText(v: string, multiLine = false): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 && !(multiLine && LINE_CONTROLS.has(c))) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = v.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++; // a valid pair
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

export type TextOptions = { multiLine?: boolean };

/**
 * The one text schema of every contract: optional (may be empty), trimmed, at most `max`
 * characters, and safe (isSafeText). requiredString adds the required check.
 */
export function textString(field: string, max = 200, options: TextOptions = {}) {
  return z
    .string({ error: `${field} muss ein Text sein.` })
    .trim()
    .max(max, { error: maxLengthMessage(field, max) })
    .refine((v) => isSafeText(v, options.multiLine), { error: unsafeTextMessage(field) })
    .meta(safeTextRule(options));
}

/** Text that must reach the server unchanged (passwords, keys): not trimmed, but bounded and safe. */
export function rawTextString(field: string, max = 200) {
  return z
    .string({ error: requiredMessage(field) })
    .max(max, { error: maxLengthMessage(field, max) })
    .refine((v) => isSafeText(v), { error: unsafeTextMessage(field) })
    .meta(JSON_SCHEMA_RULES.safeText);
}

/**
 * A required text for forms and contracts: trimmed; missing, empty or white space only gives
 * "{field} ist ein Pflichtfeld.", more than `max` characters a German length message, a control
 * character or lone surrogate the unsafe-text message.
 */
export function requiredString(field: string, max = 200, options: TextOptions = {}) {
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: maxLengthMessage(field, max) })
    .refine((v) => isSafeText(v, options.multiLine), { error: unsafeTextMessage(field) })
    .meta(safeTextRule(options));
}

/** A required e-mail address: the required message when empty, otherwise the format message. */
export function emailString(field: string) {
  return requiredString(field, EMAIL_MAX_LENGTH)
    .refine(isValidEmail, { error: EMAIL_FORMAT_MESSAGE })
    .meta(JSON_SCHEMA_RULES.email);
}
