import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@fuel/domain/contracts/identity';

const live = vi.hoisted(() => ({ start: vi.fn(), stop: vi.fn() }));
const timer = vi.hoisted(() => ({ start: vi.fn(), stop: vi.fn() }));
const windowFetch = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../lib/live/live-events', () => ({ startLiveEvents: live.start, stopLiveEvents: live.stop }));
vi.mock('../lib/market-window/market-window', () => ({
  startMarketWindowTimer: timer.start,
  stopMarketWindowTimer: timer.stop,
}));
vi.mock('../lib/market-window/api/get-market-window', () => ({ getMarketWindow: windowFetch.get }));

const { setSessionLoads, startSessionServices, stopSessionServices } = await import('../lib/session/session-services');
const { prefetchSessionData } = await import('./session-loads');
// As main.tsx does at start.
setSessionLoads(prefetchSessionData);

const user = (accountType: CurrentUser['accountType'], userId = 1): CurrentUser => ({
  id: userId,
  userId,
  username: 'u',
  accountType,
  account: { id: 10, type: accountType, platform: 'A', name: 'Firma' },
  user: { email: 'u@example.com', firstName: 'U', lastName: 'Ser' },
  isAdmin: false,
  roles: [],
  gtcAccepted: true,
  twoFactorEnabled: false,
});

const WINDOW = {
  prices: [],
  created: '2026-03-02T10:00:00.000Z',
  expires: '2026-03-02T10:05:00.000Z',
  currentTime: '2026-03-02T10:00:00.000Z',
  marketChange: false,
};

describe('session services (spec section 4 "Login and logout")', () => {
  let requested: string[];
  beforeEach(() => {
    requested = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url.split('?')[0]!);
        return new Response('{"error":{"code":"X","message":"kaputt"}}', { status: 500 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopSessionServices();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('loads window, available orders, favourites and relationships of a buyer, then starts the timer; failures do not matter', async () => {
    windowFetch.get.mockResolvedValue(WINDOW);
    startSessionServices(new QueryClient(), user('buyer'));
    expect(live.start).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(timer.start).toHaveBeenCalledTimes(1));
    expect(timer.start.mock.calls[0]![1]).toEqual(WINDOW);
    expect(requested.sort()).toEqual([
      '/api/favourites',
      '/api/orderHistory/page',
      '/api/orderHistory/summary',
      '/api/relationships/seller',
    ]);
  });

  it('loads the buyer relationships of a seller, no favourites; a failed window load leaves the fetch to the timer', async () => {
    windowFetch.get.mockRejectedValue(new Error('down'));
    startSessionServices(new QueryClient(), user('seller'));
    await vi.waitFor(() => expect(timer.start).toHaveBeenCalledTimes(1));
    expect(timer.start.mock.calls[0]![1]).toBeUndefined();
    expect(requested.sort()).toEqual([
      '/api/orderHistory/page',
      '/api/orderHistory/summary',
      '/api/relationships/buyer',
    ]);
  });

  it('starts once per user, and logout stops the timer and the stream (also before the loads finish)', async () => {
    let resolve: (w: typeof WINDOW) => void = () => {};
    windowFetch.get.mockReturnValue(new Promise((r) => (resolve = r)));
    const client = new QueryClient();
    startSessionServices(client, user('buyer'));
    startSessionServices(client, user('buyer'));
    expect(live.start).toHaveBeenCalledTimes(1);
    stopSessionServices();
    expect(timer.stop).toHaveBeenCalledTimes(1);
    expect(live.stop).toHaveBeenCalledTimes(1);
    resolve(WINDOW);
    await new Promise((r) => setTimeout(r, 20));
    expect(timer.start).not.toHaveBeenCalled();
  });
});
