import { http } from 'msw';
import type { OrderDetail, OrderSubmission } from '@fuel/domain/contracts/orders';
import { reply, report, type Answer, type RequestSpy } from './json';

/** POST /api/orders/{id}/confirm | decline: the seller's decision. */
export const decideOrder = (answer: Answer<OrderDetail>, spy?: RequestSpy) =>
  http.post('/api/orders/:id/:action', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** GET /api/orders/{id}/submission: the orders of that order's submit (the order confirmation page). */
export const orderSubmission = (answer: Answer<OrderSubmission>, spy?: RequestSpy) =>
  http.get('/api/orders/:id/submission', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });
