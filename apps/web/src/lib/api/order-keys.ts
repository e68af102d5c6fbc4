/** Query keys of orders (the confirmation page); a placement seeds `submission` with its answer. */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every order of the submit that order `id` belongs to (GET /api/orders/{id}/submission). */
  submission: (id: number) => ['orders', 'submission', id] as const,
};
