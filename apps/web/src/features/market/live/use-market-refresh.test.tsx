import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { marketKeys } from '../api/market-keys';
import { useMarketRefresh } from './use-market-refresh';

// The stream itself is tested in app/live/live-connection.test.ts; here only what the market does with
// an event, so the subscription hands over the listener.
const listeners: Array<(event: MarketEvent) => void> = [];
vi.mock('../../../app/live/use-market-events', () => ({
  useMarketEvents: (listener: (event: MarketEvent) => void) => void listeners.push(listener),
}));

describe('useMarketRefresh', () => {
  it("refetches the market on a seller's pricing change, not on ticks", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useMarketRefresh(), { wrapper });
    const latest = listeners.at(-1)!;

    act(() => latest({ type: 'ticks', ticks: [] }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => latest({ type: 'pricingChanged', sellerAccountId: 3 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: marketKeys.all });
  });
});
