/** Query keys of the basket. */
export const basketKeys = {
  basket: () => ['basket'] as const,
};
