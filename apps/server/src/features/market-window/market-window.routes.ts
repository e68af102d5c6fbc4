import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MarketWindowResponseSchema } from '@fuel/domain/contracts/market-data';
import { currentWindow } from './market-window.service';

export async function marketWindowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/generic/marketWindow',
    {
      config: { audience: 'authenticated', allowBeforeGtc: true },
      schema: { response: { 200: MarketWindowResponseSchema } },
    },
    async () => currentWindow(app),
  );
}
