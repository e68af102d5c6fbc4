import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountAddressUpdateSchema, AccountSavedSchema, AccountSchema } from '@fuel/domain/contracts/account';
import { requireAuth } from '../../plugins/authorization';
import { getAccount, saveAccountAddress } from './account.service';

export async function accountRoutes(app: FastifyInstance) {
  const deps = { db: app.db, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/account',
    { config: { audience: 'authenticated' }, schema: { response: { 200: AccountSchema } } },
    async (request) => getAccount(deps, requireAuth(request)),
  );
  r.put(
    '/api/account',
    {
      config: { audience: { companyAdmin: true } },
      schema: { body: AccountAddressUpdateSchema, response: { 200: AccountSavedSchema } },
    },
    async (request) => saveAccountAddress(deps, requireAuth(request), request.body),
  );
}
