import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PriceAlertSchema, type PriceAlertInput } from '@fuel/domain/contracts/price-alerts';
import { apiPost, apiPut } from '../../../lib/api-client';
import { priceAlertKeys } from './price-alert-keys';

/** POST /api/price-alerts (new) or PUT /api/price-alerts/{id} (edit: the alert becomes active again). */
export const savePriceAlert = ({ id, input }: { id: number | null; input: PriceAlertInput }) =>
  id === null
    ? apiPost('/api/price-alerts', input, { schema: PriceAlertSchema })
    : apiPut(`/api/price-alerts/${id}`, input, { schema: PriceAlertSchema });

export function useSavePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}
