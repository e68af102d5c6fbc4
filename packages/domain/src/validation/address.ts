import { z } from 'zod';

import { COUNTRIES, COUNTRY_LABELS, type Country } from '../constants';
import type { BrandConfig } from '../contracts/brand';

/** Countries an account or delivery address may be in (spec section 9: DE, AT, BE; CH for the Swiss brand). */
export const ADDRESS_COUNTRIES = COUNTRIES;
export type AddressCountry = Country;
export { COUNTRY_LABELS };

/** The brand's home country: Switzerland for a Swiss brand (de-CH, brand B), otherwise Germany. */
export const homeCountryOf = (brand: Pick<BrandConfig, 'locale'>): AddressCountry =>
  brand.locale === 'de-CH' ? 'CH' : 'DE';

/** The country list of a brand: its home country first (and the default), then the others. */
export const addressCountriesFor = (brand: Pick<BrandConfig, 'locale'>): AddressCountry[] => {
  const home = homeCountryOf(brand);
  return [home, ...ADDRESS_COUNTRIES.filter((country) => country !== home)];
};

export const COUNTRY_MESSAGE = 'Bitte wählen Sie ein gültiges Land.';

/** Germany has five-digit post codes, Austria, Belgium and Switzerland four digits. */
const POST_CODE_DIGITS: Record<AddressCountry, number> = { DE: 5, AT: 4, BE: 4, CH: 4 };

export const postCodeMessage = (country: AddressCountry) =>
  `Bitte geben Sie eine gültige Postleitzahl mit ${POST_CODE_DIGITS[country]} Ziffern ein.`;

export function isValidPostCode(country: AddressCountry, postCode: string): boolean {
  return new RegExp(`^\\d{${POST_CODE_DIGITS[country]}}$`).test(postCode);
}

/** A country field: one of ADDRESS_COUNTRIES, otherwise the German country message. */
export const countrySchema = z.enum(ADDRESS_COUNTRIES, { error: COUNTRY_MESSAGE });

/** Adds the post code message to `postCode` when it does not fit the chosen country. */
export function checkPostCode(value: { country: AddressCountry; postCode: string }, ctx: z.RefinementCtx): void {
  // Runs only on an otherwise valid object; the guard keeps it safe if zod ever calls it earlier.
  if (!ADDRESS_COUNTRIES.includes(value.country) || typeof value.postCode !== 'string' || value.postCode === '') return;
  if (!isValidPostCode(value.country, value.postCode)) {
    ctx.addIssue({ code: 'custom', path: ['postCode'], message: postCodeMessage(value.country) });
  }
}
