import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { renderWithBrand } from '../../test/render';
import { startMarketWindowTimer, stopMarketWindowTimer } from '../../lib/market-window/market-window';
import { MarketWindowCountdown } from './market-window-countdown';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');

describe('header countdown', () => {
  afterEach(() => {
    stopMarketWindowTimer();
    vi.useRealTimers();
  });

  it('shows nothing without a window', async () => {
    await renderWithBrand(<MarketWindowCountdown />);
    expect(screen.queryByTestId('market-window-countdown')).toBeNull();
  });

  it('counts down "Nächstes Marktfenster in mm:ss" every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const iso = (ms: number) => new Date(ms).toISOString();
    startMarketWindowTimer(new QueryClient(), {
      prices: [],
      created: iso(NOW),
      expires: iso(NOW + 272_000),
      currentTime: iso(NOW),
      marketChange: false,
    });
    await renderWithBrand(<MarketWindowCountdown />);
    const timer = screen.getByTestId('market-window-countdown');
    expect(timer.getAttribute('role')).toBe('timer');
    expect(timer.getAttribute('aria-label')).toBe('Nächstes Marktfenster in 4 Minuten und 32 Sekunden');
    expect(timer.textContent).toBe('Nächstes Marktfensterin 04:32');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('market-window-countdown-time').textContent).toBe('04:30');
  });
});
