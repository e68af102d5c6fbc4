/** Query keys of the seller's buyer relationships; everything under 'relationships' refetches after a decision. */
export const buyerRelationshipKeys = {
  all: ['relationships'] as const,
  buyers: ['relationships', 'buyer'] as const,
  newCount: ['relationships', 'buyer', 'new-count'] as const,
  terms: (relationshipId: number) => ['relationships', 'buyer', 'terms', relationshipId] as const,
};
