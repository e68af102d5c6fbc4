import { queryOptions, useQuery } from '@tanstack/react-query';
import { PriceAlertsResponseSchema } from '@fuel/domain/contracts/price-alerts';
import { apiGet } from '../../../lib/api-client';
import { priceAlertKeys } from './price-alert-keys';

/** Triggered alerts change on the server (the job on every tick): the list looks again now and then. */
export const PRICE_ALERTS_REFRESH_MS = 30_000;

/** GET /api/price-alerts: the user's alerts, active and triggered. */
export const getPriceAlerts = () => apiGet('/api/price-alerts', { schema: PriceAlertsResponseSchema });

export const priceAlertsQuery = () =>
  queryOptions({
    queryKey: priceAlertKeys.list,
    queryFn: getPriceAlerts,
    select: (data) => data.alerts,
    refetchInterval: PRICE_ALERTS_REFRESH_MS,
  });

export const usePriceAlerts = () => useQuery(priceAlertsQuery());
