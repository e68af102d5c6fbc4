import { describe, expect, it } from 'vitest';
import { de } from './de';
import { deCH } from './de-ch';
import { initialLocale, LOCALE_STORAGE_KEY, readStoredLocale, storeLocale } from './locale';

const leaves = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(value as object).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));

describe('de-CH texts', () => {
  it('have every text German has', () => {
    expect(leaves(deCH).map(([path]) => path)).toEqual(leaves(de).map(([path]) => path));
  });

  it('write "ss" where German writes "ß"', () => {
    expect(leaves(de).some(([, text]) => text.includes('ß'))).toBe(true);
    expect(leaves(deCH).filter(([, text]) => text.includes('ß'))).toEqual([]);
    expect(deCH.terms.sections[0].text).toContain('ausschliesslich');
  });

  it('use Swiss VAT wording', () => {
    expect(deCH.dashboard.vat).toBe('MWST-Satz');
    expect(de.dashboard.vat).toBe('Mehrwertsteuersatz');
  });

  it('write MWST, never "MwSt." or "Mwst" (one spelling of the VAT)', () => {
    expect(leaves(de).some(([, text]) => text.includes('MwSt.'))).toBe(true);
    expect(leaves(deCH).filter(([, text]) => /MwSt|Mwst|USt-IdNr/.test(text))).toEqual([]);
  });
});

describe('locale choice', () => {
  it('defaults to the brand locale and keeps a choice in local storage', () => {
    localStorage.clear();
    expect(initialLocale({ locale: 'de-CH' })).toBe('de-CH');
    storeLocale('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(initialLocale({ locale: 'de-CH' })).toBe('de');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(readStoredLocale()).toBeNull();
  });
});
