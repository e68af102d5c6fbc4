import { useCallback, useEffect, useState } from 'react';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { useProductMarkets } from '../../ui/market-selection';
import { useOrderHistoryPage, useOrderHistorySummary } from '../../lib/api/get-order-history';
import {
  changeFilters,
  INITIAL_STATE,
  rememberNextCursor,
  toOrderHistoryQuery,
  type HistoryFilters,
  type HistoryState,
} from './history-state';

/** The history's state (market, tab, filters, sort, page), its query and the page and summary loaded for it. */
export function useOrderHistory() {
  const session = useGuardSession();
  const side: OrderSide = session?.accountType === 'seller' ? 'seller' : 'buyer';
  const [chosen, setState] = useState<HistoryState>(INITIAL_STATE);
  // A user of one market (an additive-only seller has the additive one) sees that market's orders.
  const markets = useProductMarkets();
  const state = markets.includes(chosen.productType) ? chosen : { ...chosen, productType: markets[0]! };
  const query = toOrderHistoryQuery(state, side);
  // The rows per page; total and filter options once per filter set (decision 036).
  const page = useOrderHistoryPage(query);
  const summary = useOrderHistorySummary(query);
  const onFilters = useCallback((patch: Partial<HistoryFilters>) => setState((s) => changeFilters(s, patch)), []);

  const shownPage = state.pageNumber;
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);
  useEffect(
    () => setState((s) => (s.pageNumber === shownPage ? rememberNextCursor(s, shownPage, nextCursor) : s)),
    [shownPage, nextCursor],
  );
  return { side, state, setState, query, page, summary, onFilters };
}
