/** Query keys of the logged-in session; everything under 'session' is dropped on logout. */
export const sessionKeys = {
  all: ['session'] as const,
  user: ['session', 'user'] as const,
  metadata: ['session', 'metadata'] as const,
};
