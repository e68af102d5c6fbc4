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
import { assertAdditivesEnabled } from '../additives/additives.service';
import { createLocation, deleteLocation, listLocations, updateLocation, type AdditiveLocationsDeps } from './additive-locations.service';

const BUYERS: Audience = { accountTypes: ['buyer'] };
const BUYER_ADMINS: Audience = { accountTypes: ['buyer'], companyAdmin: true };
const PATH = '/api/metadata/locations';

export async function additiveLocationsRoutes(app: FastifyInstance) {
  const deps: AdditiveLocationsDeps = { db: app.db, platform: app.platform, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation (this plugin's routes only): without the flag the calls do not exist.
  app.addHook('onRequest', async () => assertAdditivesEnabled(app.platform));

  r.get(PATH, { config: { audience: BUYERS }, schema: { response: { 200: AdditiveLocationListSchema } } }, async (request) =>
    listLocations(deps, requireAuth(request)),
  );
  r.post(
    PATH,
    { config: { audience: BUYER_ADMINS }, schema: { body: AdditiveLocationInputSchema, response: { 201: AdditiveLocationSchema } } },
    async (request, reply) => reply.status(201).send(await createLocation(deps, requireAuth(request), request.body)),
  );
  r.put(
    `${PATH}/:id`,
    { config: { audience: BUYER_ADMINS }, schema: { params: AdditiveLocationIdParamsSchema, body: AdditiveLocationInputSchema, response: { 200: AdditiveLocationSchema } } },
    async (request) => updateLocation(deps, requireAuth(request), request.params.id, request.body),
  );
  r.delete(`${PATH}/:id`, { config: { audience: BUYER_ADMINS }, schema: { params: AdditiveLocationIdParamsSchema } }, async (request, reply) => {
    await deleteLocation(deps, requireAuth(request), request.params.id);
    return reply.status(204).send();
  });
}
