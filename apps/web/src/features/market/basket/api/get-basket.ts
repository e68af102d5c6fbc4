import { queryOptions, useQuery } from '@tanstack/react-query';
import { BasketSchema, type Basket } from '@fuel/domain/contracts/basket';
import { apiGet } from '../../../../lib/api-client';
import { clockOffsetMs } from '../countdown';
import { basketKeys } from './basket-keys';

/** The basket with the browser-to-server clock offset measured when the answer arrived. */
export type BasketWithClock = Basket & { clockOffsetMs: number };

/** GET /api/basket (buyers): the user's price reservations with totals and the server's time. */
export const getBasket = async (): Promise<BasketWithClock> => {
  const basket = await apiGet('/api/basket', { schema: BasketSchema });
  return { ...basket, clockOffsetMs: clockOffsetMs(basket.serverTime, Date.now()) };
};

export const basketQuery = () => queryOptions({ queryKey: basketKeys.basket(), queryFn: getBasket });

export const useBasket = (enabled = true) => useQuery({ ...basketQuery(), enabled });
