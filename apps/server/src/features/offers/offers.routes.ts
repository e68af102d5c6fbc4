import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MyOffersQuerySchema,
  MinPriceUpdateResponseSchema,
  MyOffersResponseSchema,
  OfferAutoExecutionSchema,
  OfferIdParamsSchema,
  OfferInputSchema,
  OfferStatusChangeSchema,
  SellerOfferSchema,
} from '@fuel/domain/contracts/offers';
import { requireAuth, type Audience } from '../../plugins/authorization';
import {
  changeOfferAutoExecution,
  changeOfferStatus,
  cloneOffer,
  createOffer,
  listMyOffers,
  offersDepsOf,
  removeOffer,
  updateOffer,
} from './offers.service';
import { updateMinPrice } from './min-price.service';

const SELLERS: Audience = { accountTypes: ['seller'] };

/** Seller offer management (/meine-angebote): list, create, edit, clone, pause/resume, delete. */
export async function offersRoutes(app: FastifyInstance) {
  const deps = offersDepsOf(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/offers/mine',
    {
      config: { audience: SELLERS, apiScope: 'offers:read' },
      schema: { querystring: MyOffersQuerySchema, response: { 200: MyOffersResponseSchema } },
    },
    async (request) => listMyOffers(deps, requireAuth(request), request.query),
  );

  r.post(
    '/api/offers',
    {
      config: { audience: SELLERS, apiScope: 'offers:write', refusals: ['FUEL_NOT_AVAILABLE'] },
      schema: { body: OfferInputSchema, response: { 201: SellerOfferSchema } },
    },
    async (request, reply) => reply.status(201).send(await createOffer(deps, requireAuth(request), request.body)),
  );

  r.put(
    '/api/offers/:id',
    {
      config: {
        audience: SELLERS,
        apiScope: 'offers:write',
        refusals: ['OFFER_TOTAL_BELOW_SOLD', 'FUEL_NOT_AVAILABLE'],
      },
      schema: { params: OfferIdParamsSchema, body: OfferInputSchema, response: { 200: SellerOfferSchema } },
    },
    async (request) => updateOffer(deps, requireAuth(request), request.params.id, request.body),
  );

  r.post(
    '/api/offers/:id/clone',
    {
      config: { audience: SELLERS, refusals: ['FUEL_NOT_AVAILABLE'] },
      schema: { params: OfferIdParamsSchema, response: { 201: SellerOfferSchema } },
    },
    async (request, reply) => reply.status(201).send(await cloneOffer(deps, requireAuth(request), request.params.id)),
  );

  r.post(
    '/api/offers/:id/min-price',
    {
      config: { audience: SELLERS, refusals: ['MIN_PRICE_UPDATE_FAILED', 'MARKET_DATA_UNAVAILABLE'] },
      schema: { params: OfferIdParamsSchema, response: { 200: MinPriceUpdateResponseSchema } },
    },
    async (request) => updateMinPrice(deps, requireAuth(request), request.params.id),
  );

  r.put(
    '/api/offers/:id/status',
    {
      config: { audience: SELLERS, apiScope: 'offers:write' },
      schema: { params: OfferIdParamsSchema, body: OfferStatusChangeSchema, response: { 200: SellerOfferSchema } },
    },
    async (request) => changeOfferStatus(deps, requireAuth(request), request.params.id, request.body.status),
  );

  r.put(
    '/api/offers/:id/auto-execution',
    {
      config: { audience: SELLERS, apiScope: 'offers:write' },
      schema: { params: OfferIdParamsSchema, body: OfferAutoExecutionSchema, response: { 200: SellerOfferSchema } },
    },
    async (request) => changeOfferAutoExecution(deps, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/offers/:id',
    { config: { audience: SELLERS }, schema: { params: OfferIdParamsSchema } },
    async (request, reply) => {
      await removeOffer(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
