// HTTP of trading: the basket, order placement, an order's confirmation and the seller's decision,
// and the trigger checkout (price hold and placement on a trigger contract, flag TRIGGERS).
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BasketSchema,
  CreateReservationRequestSchema,
  DeleteReservationResponseSchema,
  ReservationIdParamsSchema,
  ReservationResponseSchema,
} from '@fuel/domain/contracts/basket';
import {
  IdempotencyHeaderSchema,
  OrderDecisionRequestSchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderSubmissionSchema,
  PlaceAdditiveOrderRequestSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  DryRunQuerySchema,
} from '@fuel/domain/contracts/orders';
import { PlaceTriggerRequestSchema, TriggerPriceHoldSchema } from '@fuel/domain/contracts/trigger-contracts';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth, type AuthContext } from '../../plugins/authorization';
import { runIdempotent, type Answer } from '../api-keys/api-keys.service';
import type { Refusal } from '../../plugins/openapi';
import { createReservation, getBasket, refreshReservation, removeReservation } from './basket.service';
import { placeAdditiveOrders, placeOrders, placeTrigger } from './order-placement.service';
import { PLACEMENT_WORK, placementWork } from './placement-outbox';
import { decideOrder, getOrder, getOrderSubmission, reorder } from './orders.service';
import { holdTriggerPrice } from './trigger-checkout.service';
import type { TradingDeps } from './trading.service';

const BUYERS = { audience: { accountTypes: ['buyer' as const] } };
const SELLERS = { audience: { accountTypes: ['seller' as const] } };

// The business refusals of each call for the OpenAPI document (decision 058): evaluateOrderLine's
// codes for every line, plus what placement, the trigger checkout or the decision add.
const LINE_REFUSALS = [
  'PURCHASING_DISABLED',
  'OFFER_NOT_AVAILABLE',
  'NOT_CONNECTED',
  'NOT_ENOUGH_VOLUME',
  'QUANTITY_OUT_OF_RANGE',
  'INSUFFICIENT_CREDIT',
  'DAILY_LIMIT_REACHED',
  'PRICE_NOT_POSITIVE',
  'MARKET_DATA_UNAVAILABLE',
  'PAYMENT_TERM_CHANGED',
  'ORDER_NOT_POSSIBLE',
] as const satisfies readonly Refusal[];
const PLACEMENT_REFUSALS = [
  ...LINE_REFUSALS,
  'ORDER_CONFIRMATION_REQUIRED',
  'DELIVERY_ADDRESS_REQUIRED',
  'BASKET_TECHNICAL_ERROR',
  { status: 404, code: 'NOT_FOUND' },
] as const satisfies readonly Refusal[];
const ADDITIVE_PLACEMENT_REFUSALS = [
  ...PLACEMENT_REFUSALS,
  'ADDITIVE_UNITS_OUT_OF_RANGE',
  'ADDITIVES_NOT_ENABLED',
  'ADDITIVES_NOT_AVAILABLE',
] as const satisfies readonly Refusal[];
const TRIGGER_REFUSALS = [
  'PURCHASING_DISABLED',
  'TRIGGER_NOT_ALLOWED',
  'TRIGGER_OUTSIDE_TIME',
  'TRIGGER_TECHNICAL_ERROR',
  'MARKET_DATA_UNAVAILABLE',
  'PRICE_NOT_POSITIVE',
] as const satisfies readonly Refusal[];
/** A key caller's Idempotency-Key (decision 067): in flight, or used for another request. */
const IDEMPOTENCY_REFUSALS: Refusal[] = ['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED'];
const TRIGGER_PLACEMENT_REFUSALS = [
  ...TRIGGER_REFUSALS,
  'TRIGGER_QUANTITY_OUT_OF_RANGE',
  'TRIGGER_LIFTING_PERIOD_INVALID',
  'TRIGGER_BEFORE_LIFTING_START',
  'TRIGGER_MIX_SPLIT_INVALID',
  'TRIGGER_DAILY_LIMIT_REACHED',
  'TRIGGER_VOLUME_EXHAUSTED',
  'INSUFFICIENT_CREDIT',
  'PAYMENT_TERM_CHANGED',
  'ORDER_CONFIRMATION_REQUIRED',
  'ORDER_NOT_POSSIBLE',
] as const satisfies readonly Refusal[];

export async function tradingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.outbox.handle(
    PLACEMENT_WORK,
    placementWork({ db: app.db, brand: () => app.platform.brand.id, mailer: app.mailer }),
  );
  /** A key caller's write runs once per Idempotency-Key (api-keys service); a replay says so in a header. */
  const idempotent = async (
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthContext,
    key: string | undefined,
    run: () => Promise<Answer>,
  ): Promise<FastifyReply> => {
    // The same request is the same method, route, path ids, query and body.
    const sameRequest = [request.method, request.routeOptions.url, request.params, request.query, request.body];
    const answer = await runIdempotent({ db: app.db, now: () => app.now() }, auth, key, sameRequest, run);
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.status).send(answer.body);
  };
  const deps = (log: FastifyBaseLogger): TradingDeps => ({
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    mailer: app.mailer,
    outbox: app.outbox,
    log,
    marketData: app.marketData,
    marketSales: app.marketSales,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
    reservationSeconds: app.config.basketReservationSeconds,
    orderChanges: app.orderChanges,
  });

  r.post(
    '/api/basket',
    {
      config: { ...BUYERS, refusals: LINE_REFUSALS },
      schema: { body: CreateReservationRequestSchema, response: { 201: ReservationResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createReservation(deps(request.log), requireAuth(request), request.body)),
  );
  r.get('/api/basket', { config: BUYERS, schema: { response: { 200: BasketSchema } } }, async (request) =>
    getBasket(deps(request.log), requireAuth(request)),
  );
  r.post(
    '/api/basket/:id/refresh',
    {
      config: { ...BUYERS, refusals: LINE_REFUSALS },
      schema: { params: ReservationIdParamsSchema, response: { 200: ReservationResponseSchema } },
    },
    async (request) => refreshReservation(deps(request.log), requireAuth(request), request.params.id),
  );
  r.delete(
    '/api/basket/:id',
    {
      config: BUYERS,
      schema: { params: ReservationIdParamsSchema, response: { 200: DeleteReservationResponseSchema } },
    },
    async (request) => removeReservation(deps(request.log), requireAuth(request), request.params.id),
  );

  // Also the order API of a buyer's key (decision 067): Idempotency-Key header, ?dryRun=true.
  r.post(
    '/api/orders',
    {
      config: { ...BUYERS, apiScope: 'orders:write', refusals: [...PLACEMENT_REFUSALS, ...IDEMPOTENCY_REFUSALS] },
      schema: {
        body: PlaceOrderRequestSchema,
        headers: IdempotencyHeaderSchema,
        querystring: DryRunQuerySchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const key = request.headers['idempotency-key'];
      return idempotent(request, reply, auth, key, async () => {
        const result = await placeOrders(deps(request.log), auth, request.body, key, request.query.dryRun);
        return { status: result.replayed || result.dryRun ? 200 : 201, body: result };
      });
    },
  );
  // Without flag ENABLE_MARKETPLACE_ADDITIVES the additive market's calls do not exist (404, before body validation).
  r.post(
    '/api/orders/additives',
    {
      config: {
        ...BUYERS,
        feature: 'ENABLE_MARKETPLACE_ADDITIVES',
        accountFeature: 'productAdditives',
        refusals: ADDITIVE_PLACEMENT_REFUSALS,
      },
      schema: {
        body: PlaceAdditiveOrderRequestSchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await placeAdditiveOrders(deps(request.log), requireAuth(request), request.body);
      return reply.status(result.replayed ? 200 : 201).send(result);
    },
  );
  r.get(
    '/api/orders/:id',
    {
      config: { audience: 'authenticated', apiScope: 'orders:read' },
      schema: { params: OrderIdParamsSchema, response: { 200: OrderDetailSchema } },
    },
    async (request) => getOrder(deps(request.log), requireAuth(request), request.params.id),
  );
  r.get(
    '/api/orders/:id/submission',
    {
      config: { audience: 'authenticated' },
      schema: { params: OrderIdParamsSchema, response: { 200: OrderSubmissionSchema } },
    },
    async (request) => getOrderSubmission(deps(request.log), requireAuth(request), request.params.id),
  );
  r.post(
    '/api/orders/:id/reorder',
    {
      config: { ...BUYERS, refusals: LINE_REFUSALS },
      schema: { params: OrderIdParamsSchema, response: { 201: ReservationResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await reorder(deps(request.log), requireAuth(request), request.params.id)),
  );
  for (const [action, decision] of [
    ['confirm', 'CONFIRMED'],
    ['decline', 'DECLINED'],
  ] as const) {
    r.post(
      `/api/orders/:id/${action}`,
      {
        config: { ...SELLERS, refusals: ['ORDER_STATUS_LOCKED', 'OFFER_NOT_AVAILABLE'] },
        schema: { params: OrderIdParamsSchema, body: OrderDecisionRequestSchema, response: { 200: OrderDetailSchema } },
      },
      async (request) =>
        decideOrder(deps(request.log), requireAuth(request), request.params.id, decision, request.body.comment),
    );
  }

  // Without flag TRIGGERS the trigger calls do not exist (404 before body validation, as the other trigger routes; decision 064).
  r.post(
    '/api/trigger-contracts/:id/price-hold',
    {
      config: { ...BUYERS, feature: 'TRIGGERS', refusals: TRIGGER_REFUSALS },
      schema: { params: IdParamsSchema, response: { 201: TriggerPriceHoldSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await holdTriggerPrice(deps(request.log), requireAuth(request), request.params.id)),
  );
  r.post(
    '/api/trigger-contracts/:id/triggers',
    {
      config: {
        ...BUYERS,
        apiScope: 'orders:write',
        feature: 'TRIGGERS',
        refusals: [...TRIGGER_PLACEMENT_REFUSALS, ...IDEMPOTENCY_REFUSALS],
      },
      schema: {
        params: IdParamsSchema,
        body: PlaceTriggerRequestSchema,
        headers: IdempotencyHeaderSchema,
        querystring: DryRunQuerySchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const headerKey = request.headers['idempotency-key'];
      return idempotent(request, reply, auth, headerKey, async () => {
        const result = await placeTrigger(deps(request.log), auth, request.params.id, request.body, {
          headerKey,
          dryRun: request.query.dryRun,
        });
        return { status: result.replayed || result.dryRun ? 200 : 201, body: result };
      });
    },
  );
}
