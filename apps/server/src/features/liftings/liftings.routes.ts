import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LiftingSettingsSchema,
  OrderLiftingsSchema,
  RecordLiftingRequestSchema,
} from '@fuel/domain/contracts/liftings';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth } from '../../plugins/authorization';
import * as service from './liftings.service';

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
