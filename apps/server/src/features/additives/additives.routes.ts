// HTTP of the additive market (issue 17; flag ENABLE_MARKETPLACE_ADDITIVES): the catalogue's additive
// products, the seller's additive offers and the list GET /api/v2/offers/additives (spec section 7).
// Ordering additives is trading's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdditiveOfferCloneSchema,
  AdditiveOfferEditSchema,
  AdditiveOfferIdParamsSchema,
  AdditiveOfferInputSchema,
  AdditiveOfferListQuerySchema,
  AdditiveOfferListResponseSchema,
  AdditiveOfferSchema,
  AdditiveOfferUpdateSchema,
  AdditiveProductsResponseSchema,
} from '@fuel/domain/contracts/additives';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { compiledSerializer } from '../../shared/compiled-serializer';
import {
  changeAdditiveOfferStatus,
  cloneAdditiveOffer,
  createAdditiveOffer,
  listAdditiveOffers,
  listAdditiveProducts,
  updateAdditiveOffer,
  type AdditivesDeps,
} from './additives.service';

const SELLERS: Audience = { accountTypes: ['seller'] };
const TRADERS: Audience = { accountTypes: ['buyer', 'seller'] };
const OFFERS = '/api/v2/offers/additives';
// Without the flag the calls do not exist (404 FEATURE_DISABLED from the authorization plugin, decision 064).
const FLAG = 'ENABLE_MARKETPLACE_ADDITIVES';
// The account feature productAdditives, for a seller a kind that sells additives (403 ADDITIVES_NOT_AVAILABLE).
const ACCOUNT = 'productAdditives';

export async function additivesRoutes(app: FastifyInstance) {
  const deps: AdditivesDeps = { db: app.db, platform: app.platform, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/additives/products',
    {
      config: { audience: TRADERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { response: { 200: AdditiveProductsResponseSchema } },
    },
    async () => listAdditiveProducts(deps),
  );
  r.get(
    OFFERS,
    {
      config: { audience: TRADERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { querystring: AdditiveOfferListQuerySchema, response: { 200: AdditiveOfferListResponseSchema } },
      // Up to 1,000 offers an answer: written by a serializer compiled at start-up (decision 037).
      serializerCompiler: compiledSerializer,
    },
    async (request) => listAdditiveOffers(deps, requireAuth(request), request.query),
  );
  r.post(
    OFFERS,
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { body: AdditiveOfferInputSchema, response: { 201: AdditiveOfferSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdditiveOffer(deps, requireAuth(request), request.body)),
  );
  r.put(
    `${OFFERS}/:id`,
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: {
        params: AdditiveOfferIdParamsSchema,
        body: AdditiveOfferUpdateSchema,
        response: { 200: AdditiveOfferSchema },
      },
    },
    async (request) => updateAdditiveOffer(deps, requireAuth(request), request.params.id, request.body),
  );
  r.delete(
    `${OFFERS}/:id`,
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { params: AdditiveOfferIdParamsSchema },
    },
    async (request, reply) => {
      await changeAdditiveOfferStatus(deps, requireAuth(request), request.params.id, 'REMOVED');
      return reply.status(204).send();
    },
  );
  // Spec section 7: the status toggle and delete, and the clone, under the spec's own paths.
  r.put(
    '/api/offer/additive/edit',
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { body: AdditiveOfferEditSchema, response: { 200: AdditiveOfferSchema } },
    },
    async (request) =>
      changeAdditiveOfferStatus(deps, requireAuth(request), request.body.offerId, request.body.status_type_id),
  );
  r.post(
    '/api/offer/additive',
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { body: AdditiveOfferCloneSchema, response: { 201: AdditiveOfferSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await cloneAdditiveOffer(deps, requireAuth(request), request.body)),
  );
}
