/** Query keys of the buyer's target-price orders; mutations invalidate `all`. */
export const targetOrderKeys = {
  all: ['target-orders'] as const,
  list: ['target-orders', 'list'] as const,
};
