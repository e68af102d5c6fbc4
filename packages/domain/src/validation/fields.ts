import { z } from 'zod';

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

/**
 * A required text for forms and contracts: trimmed; missing, empty or white space only gives
 * "{field} ist ein Pflichtfeld.", more than `max` characters a German length message.
 */
export function requiredString(field: string, max = 200) {
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: maxLengthMessage(field, max) });
}

/** A required e-mail address: the required message when empty, otherwise the format message. */
export function emailString(field: string) {
  return requiredString(field, EMAIL_MAX_LENGTH).refine(isValidEmail, { error: EMAIL_FORMAT_MESSAGE });
}
