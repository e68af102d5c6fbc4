import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyOf } from '@fuel/domain/brands/currency';
import { PublicBrandSchema } from '@fuel/domain/contracts/brand';

/** GET /api/brand: what the web app loads before anything else (footer, theme, formats, banner). */
export async function brandRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/brand',
      { config: { audience: 'public' }, schema: { response: { 200: PublicBrandSchema } } },
      async () => ({
        ...app.platform.brand,
        features: app.platform.features,
        currency: currencyOf(app.platform.features),
        environment: app.config.env,
        livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
      }),
    );
}
