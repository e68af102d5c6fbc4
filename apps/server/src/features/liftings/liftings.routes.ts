import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LiftableOrdersSchema,
  LiftingListQuerySchema,
  LiftingListSchema,
  LiftingSettingsSchema,
  OrderLiftingsSchema,
  RecordLiftingRequestSchema,
} from '@fuel/domain/contracts/liftings';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth } from '../../plugins/authorization';
import * as service from './liftings.service';
import * as list from './liftings-list.service';

export async function liftingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, now: () => app.now(), orderChanges: app.orderChanges };

  r.get(
    '/api/orders/:id/liftings',
    {
      config: { audience: 'authenticated', apiScope: 'orders:read' },
      schema: { params: IdParamsSchema, response: { 200: OrderLiftingsSchema } },
    },
    async (request) => service.listLiftings(deps, requireAuth(request), request.params.id),
  );
  r.post(
    '/api/orders/:id/liftings',
    {
      config: {
        audience: { accountTypes: ['seller'] },
        apiScope: 'liftings:write',
        refusals: ['LIFTING_REFUSED'],
      },
      schema: { params: IdParamsSchema, body: RecordLiftingRequestSchema, response: { 201: OrderLiftingsSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.recordLifting(deps, requireAuth(request), request.params.id, request.body)),
  );
  // The "Verladungen" screen (issue 28 part 4): both sides read, sellers pick an order to record for.
  r.get(
    '/api/liftings',
    {
      config: { audience: { accountTypes: ['buyer', 'seller'] }, apiScope: 'orders:read' },
      schema: { querystring: LiftingListQuerySchema, response: { 200: LiftingListSchema } },
    },
    async (request) => list.listLiftingsOfCaller(deps, requireAuth(request), request.query),
  );
  r.get(
    '/api/liftings/liftable-orders',
    {
      config: { audience: { accountTypes: ['seller'] }, apiScope: 'orders:read' },
      schema: { response: { 200: LiftableOrdersSchema } },
    },
    async (request) => list.listLiftableOrders(deps, requireAuth(request)),
  );
  r.get(
    '/api/liftings/settings',
    { config: { audience: { accountTypes: ['seller'] } }, schema: { response: { 200: LiftingSettingsSchema } } },
    async (request) => service.getLiftingSettings(deps, requireAuth(request)),
  );
  r.put(
    '/api/liftings/settings',
    {
      config: { audience: { accountTypes: ['seller'], companyAdmin: true } },
      schema: { body: LiftingSettingsSchema, response: { 200: LiftingSettingsSchema } },
    },
    async (request) => service.saveLiftingSettings(deps, requireAuth(request), request.body),
  );
}
