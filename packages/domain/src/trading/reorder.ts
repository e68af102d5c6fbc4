import type { OrderMarket } from '../contracts/orders';

/**
 * "Erneut bestellen" puts the same offer and quantity into the basket again, and the basket holds
 * spot offers only: a trigger call-off is ordered on its contract, an additive order in the additive
 * market (decision 052). So the button is offered on spot orders only, and the server refuses the rest.
 */
export const REORDERABLE_MARKETS: readonly OrderMarket[] = ['SPOT'];

export const canReorder = (market: OrderMarket): boolean => REORDERABLE_MARKETS.includes(market);
