import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiKeyListSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
} from '@fuel/domain/contracts/api-keys';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth, type Audience } from '../../plugins/authorization';
import * as service from './api-keys.service';

/** Company admins of buyers and sellers (issue 27 part 1); the operator's account has no keys. */
const COMPANY_ADMINS: Audience = { accountTypes: ['buyer', 'seller'], companyAdmin: true };

export async function apiKeysRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, now: () => app.now() };
  // Every key-authenticated route asks this for the caller behind a Bearer secret (plugins/api-key-auth.ts).
  app.apiKeyAuth.use((secret) => service.authenticateApiKey(deps, secret));

  r.get(
    '/api/api-keys',
    { config: { audience: COMPANY_ADMINS }, schema: { response: { 200: ApiKeyListSchema } } },
    async (request) => service.listApiKeys(deps, requireAuth(request)),
  );
  r.post(
    '/api/api-keys',
    {
      config: { audience: COMPANY_ADMINS },
      schema: { body: CreateApiKeyRequestSchema, response: { 201: CreateApiKeyResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createApiKey(deps, requireAuth(request), request.body)),
  );
  r.delete(
    '/api/api-keys/:id',
    { config: { audience: COMPANY_ADMINS }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await service.revokeApiKey(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
