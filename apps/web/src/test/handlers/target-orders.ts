import { http } from 'msw';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { json, reply, report, type Answer, type RequestSpy } from './json';

/**
 * GET /api/target-orders with the given orders; POST (create), PUT (edit) and the pause, resume and
 * cancel calls answered with `saved` (by default the first order), or a prepared error response.
 */
export const targetOrders = (items: TargetOrder[], spy?: RequestSpy, saved?: Answer<TargetOrder>) => {
  const answer = () => reply(saved ?? items[0], 200);
  return [
    http.get('/api/target-orders', async ({ request }) => {
      await report(request, spy);
      return json({ items });
    }),
    http.post('/api/target-orders', async ({ request }) => {
      await report(request, spy);
      return saved instanceof Response ? answer() : reply(saved ?? items[0], 201);
    }),
    http.put('/api/target-orders/:id', async ({ request }) => {
      await report(request, spy);
      return answer();
    }),
    http.post('/api/target-orders/:id/:action', async ({ request }) => {
      await report(request, spy);
      return answer();
    }),
  ];
};
