import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChildAccountParamsSchema,
  MarketOffersQuerySchema,
  MarketOffersResponseSchema,
} from '@fuel/domain/contracts/market';
import { MarketOffersCompactSchema } from '@fuel/domain/contracts/market-compact';
import { requireAuth, type Audience } from '../../plugins/authorization';
import {
  getChildAccountMarketOffers,
  getMarketOffers,
  type BuyerMarket,
  type MarketDeps,
  type PreparedMarket,
} from './market.service';
import { MarketSnapshots } from './market-snapshots';

const BUYERS: Audience = { accountTypes: ['buyer'] };

// A market answer can carry thousands of offers; checking each against the zod schema on every call
// cost a third of the time (bench/README.md). The schema still documents the answer in OpenAPI and
// market.test.ts parses every answer with it, so here the JSON is written straight out.
const writeJson = () => (data: unknown) => JSON.stringify(data);

/** The spec's answer by default, the compact one with view=compact (decision 035). */
const MarketAnswerSchema = z.union([MarketOffersResponseSchema, MarketOffersCompactSchema]);

/**
 * Sends the answer with its ETag, or 304 when the caller already has it: an unchanged market costs no
 * transfer. `no-cache` makes the browser revalidate every time, so it never shows a market older than
 * the server's.
 */
function sendMarket(request: FastifyRequest, reply: FastifyReply, answer: PreparedMarket) {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  // A string with a JSON content type is sent as it is (already serialised).
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The market (/handelsplatz): the active offers of the buyer's connected sellers (spec section 7). */
export async function marketRoutes(app: FastifyInstance) {
  const snapshots = new MarketSnapshots<BuyerMarket>();
  app.marketSales.subscribe((sellerIds) => snapshots.sold(sellerIds));
  const deps: MarketDeps = {
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    marketData: app.marketData,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
    snapshots,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/offers',
    {
      config: { audience: BUYERS, apiScope: 'offers:read' },
      schema: { querystring: MarketOffersQuerySchema, response: { 200: MarketAnswerSchema } },
      serializerCompiler: writeJson,
    },
    async (request, reply) =>
      sendMarket(request, reply, await getMarketOffers(deps, requireAuth(request), request.query)),
  );

  r.get(
    '/api/offers/childAccount/:id',
    {
      config: { audience: BUYERS },
      schema: {
        params: ChildAccountParamsSchema,
        querystring: MarketOffersQuerySchema,
        response: { 200: MarketAnswerSchema },
      },
      serializerCompiler: writeJson,
    },
    async (request, reply) =>
      sendMarket(
        request,
        reply,
        await getChildAccountMarketOffers(deps, requireAuth(request), request.params.id, request.query),
      ),
  );
}
