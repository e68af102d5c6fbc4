import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MetadataSchema } from '@fuel/domain/contracts/metadata';
import { requireAuth } from '../../plugins/authorization';
import { getMetadata } from './metadata.service';

export async function metadataRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/generic/metadata',
      { config: { audience: 'authenticated', allowBeforeGtc: true }, schema: { response: { 200: MetadataSchema } } },
      async (request) => getMetadata({ db: app.db, platform: app.platform }, requireAuth(request)),
    );
}
