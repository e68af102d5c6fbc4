import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFeedStatus } from '../../../app/live/use-feed-status';
import { usePageReload } from '../../../app/market-window/use-page-reload';
import { marketKeys } from '../api/market-keys';

/**
 * Ticks re-price live rows in place; the market list itself is refetched when the set of visible offers
 * may change: the market window rolled (the spec's page-reload event), or the feed status changed (live
 * gas prices gone: the server hides stale live offers; back: they return).
 */
export function useMarketRefresh() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: marketKeys.all }), [queryClient]);
  usePageReload(refresh);

  const { running, liveGasPricesAvailable } = useFeedStatus();
  const feedKey = `${running}|${liveGasPricesAvailable}`;
  const previous = useRef(feedKey);
  useEffect(() => {
    if (previous.current === feedKey) return;
    previous.current = feedKey;
    refresh();
  }, [feedKey, refresh]);
}
