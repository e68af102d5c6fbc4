import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiTokenListSchema,
  CreateApiTokenRequestSchema,
  CreateApiTokenResponseSchema,
  FeedRailsSchema,
  IngestTicksRequestSchema,
  IngestTicksResponseSchema,
  PriceFeedControlSchema,
  PriceFeedStatusSchema,
  PriceTypeResponseSchema,
  PriceTypeUpdateSchema,
} from '@fuel/domain/contracts/market-data';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth, type Audience } from '../../plugins/authorization';
import * as service from './price-feed.service';

const SELLERS: Audience = { accountTypes: ['seller'] };
const SELLER_ADMINS: Audience = { accountTypes: ['seller'], companyAdmin: true };
const OPERATOR: Audience = { operator: true };

export async function priceFeedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Machine-to-machine: only an API key with prices:write (plugins/api-key-auth.ts, decision 067) may push.
  r.post(
    '/api/price-feed/ticks',
    {
      config: { audience: 'api-key', apiScope: 'prices:write', refusals: ['API_TOKEN_INVALID', 'PRICE_TYPE_NOT_API'] },
      schema: { body: IngestTicksRequestSchema, response: { 200: IngestTicksResponseSchema } },
    },
    async (request) => service.ingestTicks(app, await service.apiCallerOf(app, requireAuth(request)), request.body),
  );

  r.get(
    '/api/pricing/price-type',
    { config: { audience: SELLERS }, schema: { response: { 200: PriceTypeResponseSchema } } },
    async (request) => service.getPriceType(app, requireAuth(request)),
  );
  r.put(
    '/api/pricing/price-type',
    {
      config: { audience: SELLER_ADMINS },
      schema: { body: PriceTypeUpdateSchema, response: { 200: PriceTypeResponseSchema } },
    },
    async (request) => service.savePriceType(app, requireAuth(request), request.body.priceType),
  );

  r.get(
    '/api/pricing/api-tokens',
    { config: { audience: SELLERS }, schema: { response: { 200: ApiTokenListSchema } } },
    async (request) => service.listApiTokens(app, requireAuth(request)),
  );
  r.post(
    '/api/pricing/api-tokens',
    {
      config: { audience: SELLER_ADMINS },
      schema: { body: CreateApiTokenRequestSchema, response: { 201: CreateApiTokenResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createApiToken(app, requireAuth(request), request.body.name)),
  );
  r.delete(
    '/api/pricing/api-tokens/:id',
    { config: { audience: SELLER_ADMINS }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await service.revokeApiToken(app, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Decision 056: the rails of the seller's own feed; any seller user decides held prices, as any may edit offers.
  r.get(
    '/api/pricing/feed-rails',
    { config: { audience: SELLERS }, schema: { response: { 200: FeedRailsSchema } } },
    async (request) => service.getFeedRails(app, requireAuth(request)),
  );
  r.post(
    '/api/pricing/held-prices/:id/confirm',
    { config: { audience: SELLERS }, schema: { params: IdParamsSchema, response: { 200: FeedRailsSchema } } },
    async (request) => service.confirmHeldPrice(app, requireAuth(request), request.params.id),
  );
  r.post(
    '/api/pricing/held-prices/:id/discard',
    { config: { audience: SELLERS }, schema: { params: IdParamsSchema, response: { 200: FeedRailsSchema } } },
    async (request) => service.discardHeldPrice(app, requireAuth(request), request.params.id),
  );

  r.get(
    '/api/operator/price-feed',
    { config: { audience: OPERATOR }, schema: { response: { 200: PriceFeedStatusSchema } } },
    async () => service.feedStatus(app),
  );
  r.put(
    '/api/operator/price-feed',
    {
      config: { audience: OPERATOR },
      schema: { body: PriceFeedControlSchema, response: { 200: PriceFeedStatusSchema } },
    },
    async (request) => service.setFeedRunning(app, requireAuth(request), request.body.running),
  );
}
