import { useQuery } from '@tanstack/react-query';
import { TriggerContractsResponseSchema } from '@fuel/domain/contracts/trigger-contracts';
import { apiGet } from '../../../lib/api-client';
import { triggerKeys } from './trigger-keys';

const monthQuery = (month: string | null) => (month ? `?month=${encodeURIComponent(month)}` : '');

/** GET /api/trigger-contracts?month=: the caller's contracts of a month (current month without one). */
export const getTriggerContracts = (month: string | null) =>
  apiGet(`/api/trigger-contracts${monthQuery(month)}`, { schema: TriggerContractsResponseSchema });

export const useTriggerContracts = (month: string | null) =>
  useQuery({ queryKey: triggerKeys.list(month), queryFn: () => getTriggerContracts(month) });

export { monthQuery };
