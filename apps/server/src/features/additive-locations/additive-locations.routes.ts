// HTTP of the buyer's additive delivery locations (spec section 7: /api/metadata/locations; flag
// ENABLE_MARKETPLACE_ADDITIVES). Reading is every buyer's, changing the company admins' (as delivery addresses).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdditiveLocationIdParamsSchema,
  AdditiveLocationInputSchema,
  AdditiveLocationListSchema,
  AdditiveLocationSchema,
} from '@fuel/domain/contracts/additive-locations';
import { requireAuth, type Audience } from '../../plugins/authorization';
import {
  createLocation,
  deleteLocation,
  listLocations,
  updateLocation,
  type AdditiveLocationsDeps,
} from './additive-locations.service';

const BUYERS: Audience = { accountTypes: ['buyer'] };
const BUYER_ADMINS: Audience = { accountTypes: ['buyer'], companyAdmin: true };
const PATH = '/api/metadata/locations';
// Without the flag the calls do not exist (404 FEATURE_DISABLED from the authorization plugin, decision 064).
const FLAG = 'ENABLE_MARKETPLACE_ADDITIVES';
const ACCOUNT = 'productAdditives';

export async function additiveLocationsRoutes(app: FastifyInstance) {
  const deps: AdditiveLocationsDeps = { db: app.db, platform: app.platform, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config: { audience: BUYERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { response: { 200: AdditiveLocationListSchema } },
    },
    async (request) => listLocations(deps, requireAuth(request)),
  );
  r.post(
    PATH,
    {
      config: { audience: BUYER_ADMINS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { body: AdditiveLocationInputSchema, response: { 201: AdditiveLocationSchema } },
    },
    async (request, reply) => reply.status(201).send(await createLocation(deps, requireAuth(request), request.body)),
  );
  r.put(
    `${PATH}/:id`,
    {
      config: { audience: BUYER_ADMINS, feature: FLAG, accountFeature: ACCOUNT },
      schema: {
        params: AdditiveLocationIdParamsSchema,
        body: AdditiveLocationInputSchema,
        response: { 200: AdditiveLocationSchema },
      },
    },
    async (request) => updateLocation(deps, requireAuth(request), request.params.id, request.body),
  );
  r.delete(
    `${PATH}/:id`,
    {
      config: { audience: BUYER_ADMINS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { params: AdditiveLocationIdParamsSchema },
    },
    async (request, reply) => {
      await deleteLocation(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
