import type { EmptyBarrelListQuery } from '@fuel/domain/contracts/empty-barrels';

/** Query keys of the empty-barrel screen; a new request or a status change invalidates `all`. */
export const emptyBarrelKeys = {
  all: ['empty-barrels'] as const,
  list: (query: EmptyBarrelListQuery) => ['empty-barrels', 'list', query] as const,
  options: ['empty-barrels', 'options'] as const,
};
