import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePricingRules } from './get-pricing-rules';
import { pricingKeys } from './pricing-keys';
import { server } from '../../test/server';
import { pricingRules } from '../../test/handlers/pricing';

describe('pricing rules query', () => {
  it('refetches for the offer form when the pricing engine invalidates the rules after a save', async () => {
    const fetchRules = vi.fn();
    server.use(pricingRules({ rules: [] }, fetchRules));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // The hook the offer form's reference price reads.
    const { result } = renderHook(() => usePricingRules(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchRules).toHaveBeenCalledTimes(1);
    // What saving or deleting a rule on the pricing-engine screen does.
    await queryClient.invalidateQueries({ queryKey: pricingKeys.rules });
    expect(fetchRules).toHaveBeenCalledTimes(2);
  });
});
