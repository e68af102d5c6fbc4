import { http } from 'msw';
import type { MarketInfo } from '@fuel/domain/contracts/market-data';
import { json, report, type RequestSpy } from './json';

/** GET /api/market-info?symbol=... */
export const marketInfo = (body: MarketInfo, spy?: RequestSpy) =>
  http.get('/api/market-info', async ({ request }) => {
    await report(request, spy);
    return json(body);
  });
