import type { FeatureFlags } from '../contracts/metadata';
import type { Currency } from '../formats/number';

// "CHF or EUR" is decided here only. Spec section 5: brand B may switch CURRENCY_CHF on; then prices,
// amounts, credit and mails are in CHF (the EUR price times the EUR/CHF quote), otherwise in EUR.

/** The EUR/CHF quote (CHF per EUR) that converts a EUR price into CHF. */
export const CHF_FX_SYMBOL = 'FX/EURCHF';

/** The platform's currency from its flags (server settings or the browser's metadata flags). */
export function currencyOf(features: Partial<Pick<FeatureFlags, 'CURRENCY_CHF'>>): Currency {
  return features.CURRENCY_CHF ? 'CHF' : 'EUR';
}

/** A stored currency code (an order's `currency` column); anything but CHF reads as EUR. */
export function currencyFromCode(code: string | null | undefined): Currency {
  return code === 'CHF' ? 'CHF' : 'EUR';
}

/** The quote a live price is converted with into a currency: none for EUR. */
export function currencyFxOf(currency: Currency): { symbol: typeof CHF_FX_SYMBOL } | null {
  return currency === 'CHF' ? { symbol: CHF_FX_SYMBOL } : null;
}

/** The currency a live price recipe ends in: CHF exactly when it converts with a currency quote. */
export function currencyOfFx(currencyFx: { symbol: string } | null): Currency {
  return currencyFx ? 'CHF' : 'EUR';
}
