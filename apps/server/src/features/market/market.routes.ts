import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChildAccountParamsSchema, MarketOffersQuerySchema, MarketOffersResponseSchema } from '@fuel/domain/contracts/market';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { getChildAccountMarketOffers, getMarketOffers, type MarketDeps } from './market.service';

const BUYERS: Audience = { accountTypes: ['buyer'] };

// A market answer can carry thousands of offers; checking each against the zod schema on every call
// cost a third of the time (bench/README.md). The schema still documents the answer in OpenAPI and
// market.test.ts parses every answer with it, so here the JSON is written straight out.
const writeJson = () => (data: unknown) => JSON.stringify(data);

/** The market (/handelsplatz): the active offers of the buyer's connected sellers (spec section 7). */
export async function marketRoutes(app: FastifyInstance) {
  const deps: MarketDeps = {
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    marketData: app.marketData,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/offers',
    {
      config: { audience: BUYERS },
      schema: { querystring: MarketOffersQuerySchema, response: { 200: MarketOffersResponseSchema } },
      serializerCompiler: writeJson,
    },
    async (request) => getMarketOffers(deps, requireAuth(request), request.query),
  );

  r.get(
    '/api/offers/childAccount/:id',
    {
      config: { audience: BUYERS },
      schema: { params: ChildAccountParamsSchema, querystring: MarketOffersQuerySchema, response: { 200: MarketOffersResponseSchema } },
      serializerCompiler: writeJson,
    },
    async (request) => getChildAccountMarketOffers(deps, requireAuth(request), request.params.id, request.query),
  );
}
