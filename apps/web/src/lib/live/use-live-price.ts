import { useEffect, useMemo, useRef, useState } from 'react';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { useLiveQuotes } from './use-live-quotes';
import { livePriceState, type LivePriceState } from './live-price-state';
import { PRICE_FLASH_MS, priceDirection, type PriceDirection } from './price-change';
import { recipeQuoteKey } from './recipe-quotes';

/** Without a tick, a row still has to turn stale once its quotes pass the freshness limit. */
const STALENESS_CHECK_MS = 5_000;

export type LivePrice = LivePriceState & { flash: PriceDirection };

/**
 * The price of a live row, re-priced in the browser on every tick of the symbols its recipe reads (no
 * request), with the direction of the last change for a short highlight.
 */
export function useLivePrice(recipe: LiveRecipe, serverPriceE4: number): LivePrice {
  const quotes = useLiveQuotes(recipe.quoteSellerAccountId);
  const [checkAt, setCheckAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setCheckAt(Date.now()), STALENESS_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const key = recipeQuoteKey(recipe, quotes);
  // Re-price only when a quote this recipe reads changed, or the staleness check came round.
  const price = useMemo(
    () => livePriceState(recipe, quotes, new Date(), serverPriceE4),
    [recipe, key, checkAt, serverPriceE4],
  );

  const previous = useRef<number | null>(price.priceE4);
  const [flash, setFlash] = useState<PriceDirection>(null);
  useEffect(() => {
    const direction = priceDirection(previous.current, price.priceE4);
    previous.current = price.priceE4;
    if (direction === null) return;
    setFlash(direction);
    const timer = setTimeout(() => setFlash(null), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [price.priceE4]);

  return { ...price, flash } as LivePrice;
}
