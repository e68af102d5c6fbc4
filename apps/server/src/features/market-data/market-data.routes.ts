import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MarketInfoQuerySchema, MarketInfoSchema, QuotesResponseSchema } from '@fuel/domain/contracts/market-data';
import { requireAuth } from '../../plugins/authorization';
import { marketInfo } from './market-data.service';
import { visibleQuotes } from './quote-audience.service';

export async function marketDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every logged-in page may price live offers: platform quotes for all, an API seller's own quotes
  // for the seller and its trading buyers.
  r.get(
    '/api/quotes',
    { config: { audience: 'authenticated' }, schema: { response: { 200: QuotesResponseSchema } } },
    async (request) => ({
      quotes: await visibleQuotes(app, requireAuth(request).accountId),
    }),
  );
  r.get(
    '/api/market-info',
    {
      config: { audience: 'authenticated' },
      schema: { querystring: MarketInfoQuerySchema, response: { 200: MarketInfoSchema } },
    },
    async (request) => marketInfo(app, request.query),
  );
}
