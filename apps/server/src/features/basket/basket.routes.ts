import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BasketSchema,
  CreateReservationRequestSchema,
  DeleteReservationResponseSchema,
  ReservationIdParamsSchema,
  ReservationResponseSchema,
} from '@fuel/domain/contracts/basket';
import { requireAuth } from '../../plugins/authorization';
import { createReservation, getBasket, refreshReservation, removeReservation, type BasketDeps } from './basket.service';

const BUYERS = { audience: { accountTypes: ['buyer' as const] } };

export async function basketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: BasketDeps = {
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    reservationSeconds: app.config.basketReservationSeconds,
    marketData: app.marketData,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
  };

  r.post('/api/basket', { config: BUYERS, schema: { body: CreateReservationRequestSchema, response: { 201: ReservationResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await createReservation(deps, requireAuth(request), request.body)),
  );
  r.get('/api/basket', { config: BUYERS, schema: { response: { 200: BasketSchema } } }, async (request) => getBasket(deps, requireAuth(request)));
  r.post(
    '/api/basket/:id/refresh',
    { config: BUYERS, schema: { params: ReservationIdParamsSchema, response: { 200: ReservationResponseSchema } } },
    async (request) => refreshReservation(deps, requireAuth(request), request.params.id),
  );
  r.delete(
    '/api/basket/:id',
    { config: BUYERS, schema: { params: ReservationIdParamsSchema, response: { 200: DeleteReservationResponseSchema } } },
    async (request) => removeReservation(deps, requireAuth(request), request.params.id),
  );
}
