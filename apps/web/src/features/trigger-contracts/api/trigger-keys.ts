/** Query keys of trigger contracts; everything under 'trigger-contracts' refetches after a change or a trigger. */
export const triggerKeys = {
  all: ['trigger-contracts'] as const,
  list: (month: string | null) => ['trigger-contracts', 'list', month] as const,
  history: (month: string | null) => ['trigger-contracts', 'history', month] as const,
};
