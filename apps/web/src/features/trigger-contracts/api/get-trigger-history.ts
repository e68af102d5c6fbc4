import { useQuery } from '@tanstack/react-query';
import { TriggerHistoryResponseSchema } from '@fuel/domain/contracts/trigger-contracts';
import { apiGet } from '../../../lib/api-client';
import { monthQuery } from './get-trigger-contracts';
import { triggerKeys } from './trigger-keys';

/** GET /api/trigger-history?month=: per contract the month's triggers, offline sum and remaining volume. */
export const getTriggerHistory = (month: string | null) =>
  apiGet(`/api/trigger-history${monthQuery(month)}`, { schema: TriggerHistoryResponseSchema });

export const useTriggerHistory = (month: string | null) =>
  useQuery({ queryKey: triggerKeys.history(month), queryFn: () => getTriggerHistory(month) });

/** The CSV export of the same month (a plain link: the browser downloads it with the session cookie). */
export const triggerHistoryExportHref = (month: string | null) => `/api/trigger-history/export${monthQuery(month)}`;
