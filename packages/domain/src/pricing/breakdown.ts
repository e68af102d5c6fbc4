import type { PriceBreakdownResult } from '../contracts/pricing-engine';
import { OFFER_MESSAGES } from '../offers/offer-rules';
import type { LivePriceResult } from './live-pricing';
import { per100lFromE4 } from './units';

/** A price result in the shape of GET /api/pricing/breakdown (`result`). */
export function breakdownResultOf(result: LivePriceResult): PriceBreakdownResult {
  return result.ok
    ? {
        ok: true,
        pricePer100l: per100lFromE4(result.pricePer100lE4),
        steps: result.steps,
        basis: result.basis,
        missing: [],
      }
    : { ok: false, pricePer100l: null, steps: [], basis: null, missing: result.missing };
}

/**
 * Spec section 5 "A negative final price is invalid": the message when a computed price is below zero
 * (e.g. a large negative surcharge). Saving a live offer checks it on the current quotes; the market
 * leaves such an offer out like one without market data.
 */
export function negativeFinalPriceMessage(result: LivePriceResult): string | null {
  return result.ok && result.pricePer100lE4 < 0 ? OFFER_MESSAGES.finalPriceNegative : null;
}
