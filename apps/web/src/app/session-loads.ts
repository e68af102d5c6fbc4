import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { orderHistoryPageQuery, orderHistorySummaryQuery, summaryQueryOf } from '../lib/api/get-order-history';
import { buyerRelationshipsQuery } from '../lib/api/get-buyer-relationships';
import { favouritesQuery } from '../lib/api/get-favourites';
import { sellerRelationshipsQuery } from '../lib/api/get-seller-relationships';
import { INITIAL_STATE, toOrderHistoryQuery } from '../features/order-history/history-state';

/**
 * The loads of a fresh session besides the metadata (spec section 4); each may fail without harm.
 * main.tsx hands them to lib/session/session-services.ts.
 */
export function prefetchSessionData(queryClient: QueryClient, user: CurrentUser): Promise<unknown>[] {
  const side = user.accountType === 'seller' ? 'seller' : 'buyer';
  const loads: Promise<unknown>[] = [];
  // Available orders: the first page the order history opens with.
  const firstPage = toOrderHistoryQuery(INITIAL_STATE, side);
  loads.push(queryClient.prefetchQuery(orderHistoryPageQuery(firstPage)));
  loads.push(queryClient.prefetchQuery(orderHistorySummaryQuery(summaryQueryOf(firstPage))));
  if (user.accountType === 'buyer') {
    loads.push(queryClient.prefetchQuery(favouritesQuery()));
    loads.push(queryClient.prefetchQuery(sellerRelationshipsQuery()));
  } else if (user.accountType === 'seller') {
    loads.push(queryClient.prefetchQuery(buyerRelationshipsQuery()));
  }
  return loads;
}
