import { http } from 'msw';
import type { MyOffersResponse } from '@fuel/domain/contracts/offers';
import { reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/offers/mine, answered per query (status, page). */
export const myOffers = (answer: (query: URLSearchParams) => Answer<MyOffersResponse>, spy?: RequestSpy) =>
  http.get('/api/offers/mine', async ({ request }) => {
    await report(request, spy);
    return reply(answer(new URL(request.url).searchParams));
  });
