import type { PublicBrand } from '@fuel/domain/contracts/brand';

export const LOCALES = ['de', 'de-CH'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec section 1: the selected locale is kept in local storage. */
export const LOCALE_STORAGE_KEY = 'locale';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export function readStoredLocale(storage: Storage = localStorage): Locale | null {
  try {
    const value = storage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale, storage: Storage = localStorage): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** The stored choice, else the brand's default (de, or de-CH for brand B). */
export function initialLocale(brand: Pick<PublicBrand, 'locale'>, storage?: Storage): Locale {
  return readStoredLocale(storage) ?? brand.locale;
}
