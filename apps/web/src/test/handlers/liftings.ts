import { http } from 'msw';
import type { LiftableOrders, LiftingList, LiftingSettings, OrderLiftings } from '@fuel/domain/contracts/liftings';
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

/** GET /api/liftings: a page of the caller's liftings (the spy sees the query). */
export const liftingList = (
  answer: Answer<LiftingList> | ((query: URLSearchParams) => LiftingList),
  spy?: RequestSpy,
) =>
  http.get('/api/liftings', async ({ request }) => {
    await report(request, spy);
    return reply(typeof answer === 'function' ? answer(new URL(request.url).searchParams) : answer);
  });

/** GET /api/liftings/liftable-orders: the seller's orders a lifting can be recorded for. */
export const liftableOrders = (answer: Answer<LiftableOrders>) =>
  http.get('/api/liftings/liftable-orders', () => reply(answer));
