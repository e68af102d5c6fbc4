import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LiftingSettingsSchema,
  OrderLiftingsSchema,
  type LiftingSettings,
  type RecordLiftingRequest,
} from '@fuel/domain/contracts/liftings';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';

/** An order's liftings (issue 28): GET/POST /api/orders/{id}/liftings. */
export const liftingKeys = { ofOrder: (orderId: number) => ['liftings', orderId] as const };

export const useOrderLiftings = (orderId: number) =>
  useQuery({
    queryKey: liftingKeys.ofOrder(orderId),
    queryFn: () => apiGet(`/api/orders/${orderId}/liftings`, { schema: OrderLiftingsSchema }),
  });

/** A recorded lifting changes the order's status too: the order page and the history refresh. */
export function useRecordLifting(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordLiftingRequest) =>
      apiPost(`/api/orders/${orderId}/liftings`, body, { schema: OrderLiftingsSchema }),
    onSuccess: (answer) => queryClient.setQueryData(liftingKeys.ofOrder(orderId), answer),
    onSettled: () => refreshAfterOrders(queryClient),
  });
}

const settingsKey = ['liftings', 'settings'] as const;

/** GET /api/liftings/settings (sellers): the tolerance that decides when an order is completely lifted. */
export const useLiftingSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () => apiGet('/api/liftings/settings', { schema: LiftingSettingsSchema }),
  });

/** PUT /api/liftings/settings (company admins of sellers). */
export function useSaveLiftingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiftingSettings) => apiPut('/api/liftings/settings', body, { schema: LiftingSettingsSchema }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
}
