import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { marketKeys } from '../api/market-keys';
import { SELLER_CHANGE_DEBOUNCE_MS, useMarketRefresh } from './use-market-refresh';

// The stream itself is tested in lib/live/live-connection.test.ts; here only what the market does with
// an event, so the subscription hands over the listener.
const listeners: Array<(event: MarketEvent) => void> = [];
vi.mock('../../../lib/live/use-market-events', () => ({
  useMarketEvents: (listener: (event: MarketEvent) => void) => void listeners.push(listener),
}));

describe('useMarketRefresh', () => {
  afterEach(() => vi.useRealTimers());

  it("refetches the market once after a burst of a seller's changes, not on ticks", () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useMarketRefresh(), { wrapper });
    const latest = () => listeners.at(-1)!;

    act(() => latest()({ type: 'ticks', ticks: [] }));
    act(() => vi.advanceTimersByTime(SELLER_CHANGE_DEBOUNCE_MS * 2));
    expect(invalidate).not.toHaveBeenCalled();

    // Three edits within the debounce: one refetch, after the last.
    for (let i = 0; i < 3; i++) {
      act(() => latest()({ type: 'sellerMarketChanged', sellerAccountId: 3 }));
      act(() => vi.advanceTimersByTime(SELLER_CHANGE_DEBOUNCE_MS / 2));
    }
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SELLER_CHANGE_DEBOUNCE_MS));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: marketKeys.all });

    // A change just before leaving the page refetches nothing afterwards.
    act(() => latest()({ type: 'sellerMarketChanged', sellerAccountId: 3 }));
    unmount();
    act(() => vi.advanceTimersByTime(SELLER_CHANGE_DEBOUNCE_MS * 2));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
