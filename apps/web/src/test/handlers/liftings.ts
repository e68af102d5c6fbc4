import { http } from 'msw';
import type { LiftingSettings, OrderLiftings } from '@fuel/domain/contracts/liftings';
import { reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/orders/{id}/liftings: an order's liftings. */
export const orderLiftings = (answer: Answer<OrderLiftings>, spy?: RequestSpy) =>
  http.get('/api/orders/:id/liftings', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** POST /api/orders/{id}/liftings: the seller records one; the answer is the order's liftings after it. */
export const recordLifting = (answer: Answer<OrderLiftings>, spy?: RequestSpy) =>
  http.post('/api/orders/:id/liftings', async ({ request }) => {
    await report(request, spy);
    return reply(answer, 201);
  });

/** GET /api/liftings/settings: the seller's tolerance. */
export const liftingSettings = (answer: Answer<LiftingSettings>) =>
  http.get('/api/liftings/settings', () => reply(answer));

/** PUT /api/liftings/settings: the saved tolerance. */
export const saveLiftingSettings = (answer: Answer<LiftingSettings>, spy?: RequestSpy) =>
  http.put('/api/liftings/settings', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });
