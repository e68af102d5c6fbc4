import { http } from 'msw';
import type { MyOffersResponse, SellerOffer } from '@fuel/domain/contracts/offers';
import type { TargetDemand } from '@fuel/domain/contracts/target-orders';
import { reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/offers/mine, answered per query (status, page). */
export const myOffers = (answer: (query: URLSearchParams) => Answer<MyOffersResponse>, spy?: RequestSpy) =>
  http.get('/api/offers/mine', async ({ request }) => {
    await report(request, spy);
    return reply(answer(new URL(request.url).searchParams));
  });

/** PUT /api/offers/{id}/auto-execution answered with the saved offer, or a prepared error response. */
export const offerAutoExecution = (answer: Answer<SellerOffer>, spy?: RequestSpy) =>
  http.put('/api/offers/:id/auto-execution', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** GET /api/target-orders/demand (sellers) with the given rows. */
export const targetDemand = (items: TargetDemand['items'], spy?: RequestSpy) =>
  http.get('/api/target-orders/demand', async ({ request }) => {
    await report(request, spy);
    return reply({ items });
  });
