import { tradeKeyRoots } from '../../../../lib/api/trade-keys';

/** Query keys of the basket (root shared through lib/api/trade-keys: an order empties it). */
export const basketKeys = {
  basket: () => tradeKeyRoots.basket,
};
