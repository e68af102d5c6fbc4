/**
 * Query keys of relationships, both sides (a buyer's sellers, a seller's buyers); everything under
 * 'relationships' refetches after a request or a decision.
 */
export const relationshipKeys = {
  all: ['relationships'] as const,
  sellers: ['relationships', 'seller'] as const,
  available: ['relationships', 'seller', 'available'] as const,
  buyers: ['relationships', 'buyer'] as const,
  newCount: ['relationships', 'buyer', 'new-count'] as const,
  terms: (relationshipId: number) => ['relationships', 'buyer', 'terms', relationshipId] as const,
};
