import { queryOptions, useQuery } from '@tanstack/react-query';
import { FeedRailsSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** GET /api/pricing/feed-rails: band, heartbeat, last push, pause and held prices of the seller's own feed. */
export const getFeedRails = () => apiGet('/api/pricing/feed-rails', { schema: FeedRailsSchema });

// A held push or a pause arrives without a page action: read again every 15 s while the tab is open.
export const feedRailsQuery = () =>
  queryOptions({ queryKey: pricingKeys.feedRails, queryFn: getFeedRails, refetchInterval: 15_000 });

export const useFeedRails = () => useQuery(feedRailsQuery());
