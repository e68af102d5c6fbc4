import { http } from 'msw';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { reply, report, type Answer, type RequestSpy } from './json';

/** POST /api/orders/{id}/confirm | decline: the seller's decision. */
export const decideOrder = (answer: Answer<OrderDetail>, spy?: RequestSpy) =>
  http.post('/api/orders/:id/:action', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });
