import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdempotencyHeaderSchema,
  OrderDecisionRequestSchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '@fuel/domain/contracts/orders';
import { requireAuth } from '../../plugins/authorization';
import { decideOrder, getOrder, placeOrders, type OrdersDeps } from './orders.service';

export async function ordersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (log: OrdersDeps['log']): OrdersDeps => ({
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    mailer: app.mailer,
    log,
    marketData: app.marketData,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
  });

  r.post(
    '/api/orders',
    {
      config: { audience: { accountTypes: ['buyer'] } },
      schema: { body: PlaceOrderRequestSchema, headers: IdempotencyHeaderSchema, response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema } },
    },
    async (request, reply) => {
      const result = await placeOrders(deps(request.log), requireAuth(request), request.body, request.headers['idempotency-key']);
      return reply.status(result.replayed ? 200 : 201).send(result);
    },
  );

  r.get(
    '/api/orders/:id',
    { config: { audience: 'authenticated' }, schema: { params: OrderIdParamsSchema, response: { 200: OrderDetailSchema } } },
    async (request) => getOrder(deps(request.log), requireAuth(request), request.params.id),
  );

  for (const [action, decision] of [
    ['confirm', 'CONFIRMED'],
    ['decline', 'DECLINED'],
  ] as const) {
    r.post(
      `/api/orders/:id/${action}`,
      {
        config: { audience: { accountTypes: ['seller'] } },
        schema: { params: OrderIdParamsSchema, body: OrderDecisionRequestSchema, response: { 200: OrderDetailSchema } },
      },
      async (request) => decideOrder(deps(request.log), requireAuth(request), request.params.id, decision, request.body.comment),
    );
  }
}
