/** Query keys of the buyer's seller relationships; everything under 'relationships' refetches after a change. */
export const sellerRelationshipKeys = {
  all: ['relationships'] as const,
  sellers: ['relationships', 'seller'] as const,
  available: ['relationships', 'seller', 'available'] as const,
};
