// Swiss German spelling (issue 14 part 10): brand B writes "ss" for "ß" and "MWST" for the VAT. One
// rule for the web's de-CH texts (apps/web/src/i18n/de-ch/index.ts), the server's messages and its mails.
import type { BrandConfig } from '../contracts/brand';

const SWISS_REPLACEMENTS: readonly (readonly [RegExp, string])[] = [
  [/ß/g, 'ss'],
  // "Mehrwertsteuersatz", "MwSt.", "Mwst", "USt-IdNr.": Swiss business usage writes MWST.
  [/Mehrwertsteuersatz/g, 'MWST-Satz'],
  [/\bMw[Ss]t\b\.?/g, 'MWST'],
  [/\bUSt-IdNr\./g, 'MWST-Nr.'],
];

/** A German text in Swiss spelling: "Grüße" -> "Grüsse", "MwSt. (8,1 %)" -> "MWST (8,1 %)". */
export function toSwissSpelling(text: string): string {
  return SWISS_REPLACEMENTS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A German text as the brand's locale writes it (de-CH: Swiss spelling, de: unchanged). */
export const spellForLocale = (locale: BrandConfig['locale'], text: string): string =>
  locale === 'de-CH' ? toSwissSpelling(text) : text;
