import { http, HttpResponse } from 'msw';
import type { PriceAlertsResponse } from '@fuel/domain/contracts/price-alerts';
import { json, report, type RequestSpy } from './json';

/** GET /api/price-alerts and DELETE /api/price-alerts/{id} (204). */
export const priceAlerts = (body: PriceAlertsResponse, spy?: RequestSpy) => [
  http.get('/api/price-alerts', async ({ request }) => {
    await report(request, spy);
    return json(body);
  }),
  http.delete('/api/price-alerts/:id', async ({ request }) => {
    await report(request, spy);
    return new HttpResponse(null, { status: 204 });
  }),
];
