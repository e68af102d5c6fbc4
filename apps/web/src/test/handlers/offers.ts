import { http } from 'msw';
import type { MyOffersResponse } from '@fuel/domain/contracts/offers';
import { json, report, type RequestSpy } from './json';

/** GET /api/offers/mine, answered per query (status, page). */
export const myOffers = (answer: (query: URLSearchParams) => MyOffersResponse, spy?: RequestSpy) =>
  http.get('/api/offers/mine', async ({ request }) => {
    await report(request, spy);
    return json(answer(new URL(request.url).searchParams));
  });
