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
import {
  changePickupStatus,
  createPickupRequest,
  EMPTY_BARREL_MAIL_WORK,
  emptyBarrelMailWork,
  getPickupOptions,
  listPickupRequests,
  type EmptyBarrelsDeps,
} from './empty-barrels.service';

// Part of the additive market: without its flag the calls do not exist (404 FEATURE_DISABLED from the authorization plugin, decision 064).
const FLAG = 'ENABLE_MARKETPLACE_ADDITIVES' as const;
const ACCOUNT = 'productAdditives' as const;
const BUYERS = { audience: { accountTypes: ['buyer' as const] }, feature: FLAG, accountFeature: ACCOUNT };
const SELLERS = { audience: { accountTypes: ['seller' as const] }, feature: FLAG, accountFeature: ACCOUNT };
const BOTH = {
  audience: { accountTypes: ['buyer' as const, 'seller' as const] },
  feature: FLAG,
  accountFeature: ACCOUNT,
};

export async function emptyBarrelsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.outbox.handle(
    EMPTY_BARREL_MAIL_WORK,
    emptyBarrelMailWork({ db: app.db, brand: () => app.platform.brand.id, mailer: app.mailer }),
  );
  const deps: EmptyBarrelsDeps = { db: app.db, platform: app.platform, now: () => app.now(), outbox: app.outbox };

  r.get(
    '/api/empty-barrels/options',
    { config: BUYERS, schema: { response: { 200: EmptyBarrelOptionsSchema } } },
    async (request) => getPickupOptions(deps, requireAuth(request)),
  );
  r.get(
    '/api/empty-barrels',
    { config: BOTH, schema: { querystring: EmptyBarrelListQuerySchema, response: { 200: EmptyBarrelListSchema } } },
    async (request) => listPickupRequests(deps, requireAuth(request), request.query),
  );
  r.post(
    '/api/empty-barrels',
    {
      config: { ...BUYERS, refusals: ['ADDITIVES_NOT_AVAILABLE', 'ADDITIVES_NOT_ENABLED', 'PLATFORM_SELLER_ONLY'] },
      schema: { body: CreateEmptyBarrelRequestSchema, response: { 201: EmptyBarrelRequestSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPickupRequest(deps, requireAuth(request), request.body)),
  );
  r.put(
    '/api/empty-barrels/:id/status',
    {
      config: SELLERS,
      schema: {
        params: EmptyBarrelIdParamsSchema,
        body: EmptyBarrelStatusRequestSchema,
        response: { 200: EmptyBarrelRequestSchema },
      },
    },
    async (request) => changePickupStatus(deps, requireAuth(request), request.params.id, request.body.status),
  );
}
