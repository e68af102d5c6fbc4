/** Query keys of the order confirmation; ['orders'] is the prefix the order history shares. */
export const orderKeys = {
  detail: (id: number) => ['orders', 'detail', id] as const,
};
