import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AwaitingConfirmationCountSchema } from '@fuel/domain/contracts/awaiting-count';
import {
  OrderHistoryPageSchema,
  OrderHistoryQuerySchema,
  OrderHistoryResponseSchema,
  OrderHistorySummarySchema,
} from '@fuel/domain/contracts/order-history';
import { requireAuth } from '../../plugins/authorization';
import {
  countAwaitingConfirmation,
  createSummaryCache,
  exportOrderHistory,
  forgetSummaries,
  getOrderHistory,
  getOrderHistoryPage,
  getOrderHistorySummary,
  type OrderHistoryDeps,
} from './order-history.service';

/** Sellers decide their orders (trading's confirm/decline routes have the same audience). */
const SELLERS = { accountTypes: ['seller' as const] };
const ANYONE = { audience: 'authenticated' as const };

export async function orderHistoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const summaryCache = createSummaryCache();
  const unsubscribe = app.orderChanges.subscribe((accountIds) => forgetSummaries(summaryCache, accountIds));
  app.addHook('onClose', async () => unsubscribe());
  const deps: OrderHistoryDeps = { db: app.db, platform: app.platform, now: () => app.now(), summaryCache };

  r.get(
    '/api/orderHistory',
    { config: ANYONE, schema: { querystring: OrderHistoryQuerySchema, response: { 200: OrderHistoryResponseSchema } } },
    async (request) => getOrderHistory(deps, requireAuth(request), request.query),
  );

  r.get(
    '/api/orderHistory/page',
    {
      config: { ...ANYONE, apiScope: 'orders:read' },
      schema: { querystring: OrderHistoryQuerySchema, response: { 200: OrderHistoryPageSchema } },
    },
    async (request) => getOrderHistoryPage(deps, requireAuth(request), request.query),
  );

  r.get(
    '/api/orderHistory/summary',
    { config: ANYONE, schema: { querystring: OrderHistoryQuerySchema, response: { 200: OrderHistorySummarySchema } } },
    async (request) => getOrderHistorySummary(deps, requireAuth(request), request.query),
  );

  r.get(
    '/api/orderHistory/awaiting-count',
    { config: { audience: SELLERS }, schema: { response: { 200: AwaitingConfirmationCountSchema } } },
    async (request) => countAwaitingConfirmation(deps, requireAuth(request)),
  );

  r.get(
    '/api/orderHistory/export',
    { config: ANYONE, schema: { querystring: OrderHistoryQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await exportOrderHistory(deps, requireAuth(request), request.query, app.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    },
  );
}
