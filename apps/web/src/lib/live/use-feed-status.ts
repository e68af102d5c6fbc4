import { useSyncExternalStore } from 'react';
import type { FeedStatus } from './feed-status';
import { liveConnection } from './live-events';

/** Whether the stream is connected, the platform feed runs, and live gas prices are available (spec section 4). */
export function useFeedStatus(): FeedStatus {
  return useSyncExternalStore(liveConnection.subscribeFeedStatus, liveConnection.feedStatus, liveConnection.feedStatus);
}
