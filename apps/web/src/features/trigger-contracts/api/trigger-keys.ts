import { tradeKeyRoots } from '../../../lib/api/trade-keys';

/** Query keys of trigger contracts; everything under 'trigger-contracts' refetches after a change or a trigger. */
export const triggerKeys = {
  all: tradeKeyRoots.triggerContracts,
  list: (month: string | null) => ['trigger-contracts', 'list', month] as const,
  history: (month: string | null) => ['trigger-contracts', 'history', month] as const,
  pricePreview: (input: unknown) => ['trigger-contracts', 'price-preview', input] as const,
};
