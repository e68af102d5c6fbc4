import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TriggerContractSchema,
  type OfflineTriggerInput,
  type TriggerContractInput,
  type TriggerContractStatus,
} from '@fuel/domain/contracts/trigger-contracts';
import { apiPost, apiPut } from '../../../lib/api-client';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';

/** POST /api/trigger-contracts (new) or PUT /api/trigger-contracts/{id} (edit, with the version seen). */
export const saveTriggerContract = ({
  id,
  version,
  input,
}: {
  id: number | null;
  version: number;
  input: TriggerContractInput;
}) =>
  id === null
    ? apiPost('/api/trigger-contracts', input, { schema: TriggerContractSchema })
    : apiPut(`/api/trigger-contracts/${id}`, { ...input, version }, { schema: TriggerContractSchema });

/** POST /api/trigger-contracts/{id}/status: pause, resume or end (ENDED is final). */
export const setTriggerContractStatus = ({ id, status }: { id: number; status: TriggerContractStatus }) =>
  apiPost(`/api/trigger-contracts/${id}/status`, { status }, { schema: TriggerContractSchema });

/** POST /api/trigger-contracts/{id}/offline-triggers: a trigger made by phone, counted against the remaining volume. */
export const recordOfflineTrigger = ({ id, input }: { id: number; input: OfflineTriggerInput }) =>
  apiPost(`/api/trigger-contracts/${id}/offline-triggers`, input, { schema: TriggerContractSchema });

/** A contract change moves volumes, and an offline trigger is an order: the same refresh as after an order. */
function useTriggerMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void refreshAfterOrders(queryClient) });
}

export const useSaveTriggerContract = () => useTriggerMutation(saveTriggerContract);
export const useSetTriggerContractStatus = () => useTriggerMutation(setTriggerContractStatus);
export const useRecordOfflineTrigger = () => useTriggerMutation(recordOfflineTrigger);
