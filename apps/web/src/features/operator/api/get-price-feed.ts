import { queryOptions, useQuery } from '@tanstack/react-query';
import { PriceFeedStatusSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../../../lib/api-client';
import { priceFeedKeys } from './price-feed-keys';

/** The last tick time moves while the tab is open. */
const REFRESH_MS = 10_000;

/** GET /api/operator/price-feed: whether the platform feed runs, its last tick, live gas prices. */
export const getPriceFeed = () => apiGet('/api/operator/price-feed', { schema: PriceFeedStatusSchema });

export const priceFeedQuery = () => queryOptions({ queryKey: priceFeedKeys.status, queryFn: getPriceFeed });

export const usePriceFeed = () => useQuery({ ...priceFeedQuery(), refetchInterval: REFRESH_MS });
