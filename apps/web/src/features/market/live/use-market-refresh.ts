import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { useFeedStatus } from '../../../lib/live/use-feed-status';
import { useMarketEvents } from '../../../lib/live/use-market-events';
import { usePageReload } from '../../../lib/market-window/use-page-reload';
import { marketKeys } from '../api/market-keys';

/** A seller editing several offers in a row causes one refetch, this long after its last change. */
export const SELLER_CHANGE_DEBOUNCE_MS = 1000;

/**
 * Ticks re-price live rows in place; the market list itself is refetched when the set of visible offers
 * may change: the market window rolled (the spec's page-reload event), the feed status changed (live
 * gas prices gone: the server hides stale live offers; back: they return), or a seller the buyer trades
 * with changed its offers or pricing (the server sends that event only to its buyers).
 */
export function useMarketRefresh() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: marketKeys.all }), [queryClient]);
  usePageReload(refresh);

  const sellerChange = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (sellerChange.current) clearTimeout(sellerChange.current);
    },
    [],
  );
  useMarketEvents(
    useCallback(
      (event: MarketEvent) => {
        if (event.type !== 'sellerMarketChanged') return;
        if (sellerChange.current) clearTimeout(sellerChange.current);
        sellerChange.current = setTimeout(() => {
          sellerChange.current = null;
          refresh();
        }, SELLER_CHANGE_DEBOUNCE_MS);
      },
      [refresh],
    ),
  );

  const { running, liveGasPricesAvailable } = useFeedStatus();
  const feedKey = `${running}|${liveGasPricesAvailable}`;
  const previous = useRef(feedKey);
  useEffect(() => {
    if (previous.current === feedKey) return;
    previous.current = feedKey;
    refresh();
  }, [feedKey, refresh]);
}
