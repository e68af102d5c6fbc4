import { VAT_RATES_BP } from '../brands/brands';

export type VatCountry = keyof typeof VAT_RATES_BP;
export type Vat = { country: VatCountry; rateBasisPoints: number };

/**
 * The VAT that applies to an account: Swiss MWST on a platform with SWISS_VAT (brand B), otherwise
 * the rate of the account's country (DE 19 %, AT 20 %, BE 21 %); unknown countries fall back to DE.
 */
export function vatFor(accountCountry: string, swissVat: boolean): Vat {
  if (swissVat) return { country: 'CH', rateBasisPoints: VAT_RATES_BP.CH };
  const country = (['DE', 'AT', 'BE'] as const).find((c) => c === accountCountry) ?? 'DE';
  return { country, rateBasisPoints: VAT_RATES_BP[country] };
}
