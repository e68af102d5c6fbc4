import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderDetailSchema } from '@fuel/domain/contracts/orders';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/{id}: the confirmation as the caller's side sees it. */
export const getOrder = (id: number) => apiGet(`/api/orders/${id}`, { schema: OrderDetailSchema });

export const orderQuery = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export const useOrder = (id: number) => useQuery(orderQuery(id));
