import { http } from 'msw';
import type { Basket } from '@fuel/domain/contracts/basket';
import type { PlaceOrderResponse } from '@fuel/domain/contracts/orders';
import { json, reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/basket. */
export const basket = (body: Basket) => http.get('/api/basket', () => json(body));

/** POST /api/orders: `answer` gets the posted body (201 when it returns the contract's data). */
export const placeOrder = (answer: (body: Record<string, unknown>) => Answer<PlaceOrderResponse>, spy?: RequestSpy) =>
  http.post('/api/orders', async ({ request }) => {
    const body = await report(request, spy);
    return reply(answer(JSON.parse(body) as Record<string, unknown>), 201);
  });
