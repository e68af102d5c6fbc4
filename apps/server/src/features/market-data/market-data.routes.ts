import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MarketInfoQuerySchema, MarketInfoSchema, QuotesResponseSchema } from '@fuel/domain/contracts/market-data';
import { marketInfo } from './market-data.service';

export async function marketDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every logged-in page may price live offers, so every user reads the quotes, API sellers' included.
  r.get('/api/quotes', { config: { audience: 'authenticated' }, schema: { response: { 200: QuotesResponseSchema } } }, async () => ({
    quotes: app.marketData.latestTicks(),
  }));
  r.get(
    '/api/market-info',
    { config: { audience: 'authenticated' }, schema: { querystring: MarketInfoQuerySchema, response: { 200: MarketInfoSchema } } },
    async (request) => marketInfo(app, request.query),
  );
}
