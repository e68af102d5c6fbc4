import { http } from 'msw';
import type { DashboardFigures, OrderStatsResponse } from '@fuel/domain/contracts/statistics';
import { json, reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/dashboard/figures. */
export const dashboardFigures = (body: DashboardFigures) => http.get('/api/dashboard/figures', () => json(body));

/** GET /api/orders/orderStats?statType=... */
export const orderStats = (answer: Answer<OrderStatsResponse>, spy?: RequestSpy) =>
  http.get('/api/orders/orderStats', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });
