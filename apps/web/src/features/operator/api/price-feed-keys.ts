/** Under 'operator', so the console's general invalidation also refreshes the feed status. */
export const priceFeedKeys = { status: ['operator', 'price-feed'] as const };
