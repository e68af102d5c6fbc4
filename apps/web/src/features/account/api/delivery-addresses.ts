import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  DeliveryAddressListSchema,
  DeliveryAddressSchema,
  type DeliveryAddressInput,
} from '@fuel/domain/contracts/delivery-addresses';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/api/session-keys';
import { accountKeys } from './account-keys';

/** GET /api/delivery-addresses: the buyer account's active addresses. */
export const getDeliveryAddresses = () => apiGet('/api/delivery-addresses', { schema: DeliveryAddressListSchema });

export const useDeliveryAddresses = () =>
  useQuery({ queryKey: accountKeys.deliveryAddresses, queryFn: getDeliveryAddresses });

/** POST (new) or PUT /api/delivery-addresses/{id} (edit). */
export const saveDeliveryAddress = ({ id, input }: { id: number | null; input: DeliveryAddressInput }) =>
  id === null
    ? apiPost('/api/delivery-addresses', input, { schema: DeliveryAddressSchema })
    : apiPut(`/api/delivery-addresses/${id}`, input, { schema: DeliveryAddressSchema });

/** DELETE /api/delivery-addresses/{id}: 204 without a body. */
export const deleteDeliveryAddress = (id: number) =>
  apiDelete(`/api/delivery-addresses/${id}`, { schema: z.undefined() });

/** The metadata lists the active addresses too (ordering picks from them), so both are refetched. */
function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.deliveryAddresses }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.metadata }),
    ]);
}

export function useSaveDeliveryAddress() {
  const onSuccess = useInvalidateAddresses();
  return useMutation({ mutationFn: saveDeliveryAddress, onSuccess });
}

export function useDeleteDeliveryAddress() {
  const onSuccess = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteDeliveryAddress, onSuccess });
}
