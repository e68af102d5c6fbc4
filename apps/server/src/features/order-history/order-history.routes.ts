import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AwaitingConfirmationCountSchema, OrderHistoryQuerySchema, OrderHistoryResponseSchema } from '@fuel/domain/contracts/order-history';
import { requireAuth } from '../../plugins/authorization';
import { countAwaitingConfirmation, exportOrderHistory, getOrderHistory } from './order-history.service';

/** Sellers decide their orders (trading's confirm/decline routes have the same audience). */
const SELLERS = { accountTypes: ['seller' as const] };

export async function orderHistoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, platform: app.platform };

  r.get(
    '/api/orderHistory',
    { config: { audience: 'authenticated' }, schema: { querystring: OrderHistoryQuerySchema, response: { 200: OrderHistoryResponseSchema } } },
    async (request) => getOrderHistory(deps, requireAuth(request), request.query),
  );

  r.get(
    '/api/orderHistory/awaiting-count',
    { config: { audience: SELLERS }, schema: { response: { 200: AwaitingConfirmationCountSchema } } },
    async (request) => countAwaitingConfirmation(deps, requireAuth(request)),
  );

  r.get(
    '/api/orderHistory/export',
    { config: { audience: 'authenticated' }, schema: { querystring: OrderHistoryQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await exportOrderHistory(deps, requireAuth(request), request.query, app.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
