import type { i18n as I18n } from 'i18next';
import { apiKeys } from './de/api-keys';
import { invoices } from './de/invoices';
import { liftings } from './de/liftings';
import { offerTargets } from './de/offer-targets';
import { pricingEngine } from './de/pricing-engine';
import { targetOrders } from './de/target-orders';
import { webhooks } from './de/webhooks';
import { inSwissSpelling } from './de-ch/swiss-spelling';

/**
 * Texts of pages that few users open, loaded with their page instead of the first one (/login stays in
 * its JavaScript budget, decision 039). Typed with every other text (i18n.ts), added to both locales
 * when the page's chunk loads (de-CH in Swiss spelling).
 */
export const integrationsTexts = { ...apiKeys, ...webhooks };
/** The order page's liftings (issue 28). */
export const orderPageTexts = { ...liftings };
/** The "Verladungen" screens and the liftings CSV upload (issue 28 part 4): the same liftings texts. */
export const liftingsTexts = orderPageTexts;
/** "Rechnungen", the order page's invoices and the invoicing setting (issue 28). */
export const invoicesTexts = { ...invoices };
/** "Meine Angebote": the consent to automatic execution and the target-price demand (issue 29 part 3). */
export const offerTargetsTexts = { ...offerTargets };
/** "Zielpreis-Orders" and the market's "Zielpreis setzen" form (issue 29). */
export const targetOrdersTexts = { ...targetOrders };
/** "Preis-Engine" (sellers only; ~3 KiB of texts that /login need not carry). */
export const pricingEngineTexts = { ...pricingEngine };
export type PageTexts = typeof integrationsTexts &
  typeof pricingEngineTexts &
  typeof orderPageTexts &
  typeof invoicesTexts &
  typeof targetOrdersTexts &
  typeof offerTargetsTexts;

/** Per i18next instance (tests make one per render), the page texts it has. */
const added = new WeakMap<I18n, WeakSet<object>>();

/** Adds a page's texts to the i18next instance once. */
export function addPageTexts(i18n: I18n, texts: Record<string, unknown>): void {
  const has = added.get(i18n) ?? new WeakSet<object>();
  if (has.has(texts)) return;
  i18n.addResourceBundle('de', 'translation', texts, true, false);
  i18n.addResourceBundle('de-CH', 'translation', inSwissSpelling(texts), true, false);
  has.add(texts);
  added.set(i18n, has);
}
