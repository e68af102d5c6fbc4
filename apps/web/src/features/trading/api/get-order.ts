import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSubmissionSchema } from '@fuel/domain/contracts/orders';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/api/order-keys';

/** GET /api/orders/{id}/submission: every order of that order's submit the caller may read (its side). */
export const getOrderSubmission = (id: number) =>
  apiGet(`/api/orders/${id}/submission`, { schema: OrderSubmissionSchema });

/** One key for loader and component, so the page asks once (a placement has usually filled it already). */
export const orderSubmissionQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.submission(id), queryFn: () => getOrderSubmission(id) });

export const useOrderSubmission = (id: number) => useQuery(orderSubmissionQuery(id));
