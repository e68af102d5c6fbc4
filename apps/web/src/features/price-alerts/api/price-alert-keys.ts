/** Query keys of the buyer's price alerts; mutations invalidate `all`. */
export const priceAlertKeys = {
  all: ['price-alerts'] as const,
  list: ['price-alerts', 'list'] as const,
};
