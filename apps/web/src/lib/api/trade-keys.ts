import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { orderHistoryKeys } from './get-order-history';
import { offerKeys } from './offer-keys';
import { orderKeys } from './order-keys';
import { relationshipKeys } from './relationship-keys';

/**
 * Roots of the queries a trade changes. They live here (not in their features) so that one feature's
 * mutation can refresh another feature's screens without importing it (decision 022).
 */
export const tradeKeyRoots = {
  market: ['market'] as const,
  basket: ['basket'] as const,
  childAccounts: ['child-accounts'] as const,
  triggerContracts: ['trigger-contracts'] as const,
  /** A lifting issues invoices (issue 28): the order page's invoices and "Rechnungen". */
  invoices: ['invoices'] as const,
};

/**
 * What an order (placed, confirmed or declined) changes: the history, the confirmation, the credit
 * figures (buyer terms, credit summary, child accounts), the market's remaining volumes, the seller's
 * offers, the basket, the trigger contracts and (a lifting) the invoices.
 */
export const ORDER_AFFECTED_KEYS: readonly QueryKey[] = [
  orderKeys.all,
  orderHistoryKeys.all,
  relationshipKeys.all,
  offerKeys.all,
  tradeKeyRoots.market,
  tradeKeyRoots.basket,
  tradeKeyRoots.childAccounts,
  tradeKeyRoots.triggerContracts,
  tradeKeyRoots.invoices,
];

/**
 * After an order changed: marks everything it affects stale (refetching what is on screen) and
 * stores the orders the server answered with, so the confirmation page needs no second request.
 * Not awaited by the caller: the next screen must not wait for the refetches.
 */
export function refreshAfterOrders(queryClient: QueryClient, orders: readonly OrderDetail[] = []): Promise<unknown> {
  const refetches = Promise.all(ORDER_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  for (const order of orders) {
    queryClient.setQueryData(orderKeys.submission(order.id), { orders: [...orders] });
  }
  return refetches;
}

/** A seller's offer (or what prices it: rules, price type) changed: its list and every market showing it. */
export const invalidateOffers = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    queryClient.invalidateQueries({ queryKey: tradeKeyRoots.market }),
  ]);
