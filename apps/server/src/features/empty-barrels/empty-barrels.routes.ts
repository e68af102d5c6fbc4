// HTTP of the empty-barrel pickup requests (issue 17 part 6). Without flag ENABLE_MARKETPLACE_ADDITIVES
// the calls do not exist (404, before validation); the account feature productAdditives is asked by the service (403).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateEmptyBarrelRequestSchema,
  EmptyBarrelIdParamsSchema,
  EmptyBarrelListQuerySchema,
  EmptyBarrelListSchema,
  EmptyBarrelOptionsSchema,
  EmptyBarrelRequestSchema,
  EmptyBarrelStatusRequestSchema,
} from '@fuel/domain/contracts/empty-barrels';
import { requireAuth } from '../../plugins/authorization';
import { assertAdditivesEnabled } from '../additives/additives.service';
import {
  changePickupStatus,
  createPickupRequest,
  EMPTY_BARREL_MAIL_WORK,
  emptyBarrelMailWork,
  getPickupOptions,
  listPickupRequests,
  type EmptyBarrelsDeps,
} from './empty-barrels.service';

const BUYERS = { audience: { accountTypes: ['buyer' as const] } };
const SELLERS = { audience: { accountTypes: ['seller' as const] } };
const BOTH = { audience: { accountTypes: ['buyer' as const, 'seller' as const] } };

export async function emptyBarrelsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.outbox.handle(EMPTY_BARREL_MAIL_WORK, emptyBarrelMailWork({ db: app.db, brand: () => app.platform.brand.id, mailer: app.mailer }));
  const deps: EmptyBarrelsDeps = { db: app.db, platform: app.platform, now: () => app.now(), outbox: app.outbox };
  const enabled = { onRequest: async () => assertAdditivesEnabled(app.platform) };

  r.get(
    '/api/empty-barrels/options',
    { ...enabled, config: BUYERS, schema: { response: { 200: EmptyBarrelOptionsSchema } } },
    async (request) => getPickupOptions(deps, requireAuth(request)),
  );
  r.get(
    '/api/empty-barrels',
    { ...enabled, config: BOTH, schema: { querystring: EmptyBarrelListQuerySchema, response: { 200: EmptyBarrelListSchema } } },
    async (request) => listPickupRequests(deps, requireAuth(request), request.query),
  );
  r.post(
    '/api/empty-barrels',
    { ...enabled, config: { ...BUYERS, refusals: ['FEATURE_DISABLED', 'ADDITIVES_NOT_AVAILABLE', 'ADDITIVES_NOT_ENABLED', 'PLATFORM_SELLER_ONLY'] }, schema: { body: CreateEmptyBarrelRequestSchema, response: { 201: EmptyBarrelRequestSchema } } },
    async (request, reply) => reply.status(201).send(await createPickupRequest(deps, requireAuth(request), request.body)),
  );
  r.put(
    '/api/empty-barrels/:id/status',
    { ...enabled, config: SELLERS, schema: { params: EmptyBarrelIdParamsSchema, body: EmptyBarrelStatusRequestSchema, response: { 200: EmptyBarrelRequestSchema } } },
    async (request) => changePickupStatus(deps, requireAuth(request), request.params.id, request.body.status),
  );
}
