import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChildAccountIdParamsSchema,
  ChildAccountListSchema,
  ChildAccountSchema,
  ChildAccountSettingsSchema,
} from '@fuel/domain/contracts/child-accounts';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { listChildAccounts, saveChildSettings } from './child-accounts.service';

/** Shareholder parents (spec section 2, /aviaten): everyone with the role reads, company admins save. */
const VIEWERS: Audience = { accountTypes: ['buyer'], roles: ['ChildAccounts_View'] };
const ADMINS: Audience = { accountTypes: ['buyer'], roles: ['ChildAccounts_View'], companyAdmin: true };

export async function childAccountsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/child-accounts',
    { config: { audience: VIEWERS }, schema: { response: { 200: ChildAccountListSchema } } },
    async (request) => listChildAccounts(deps, requireAuth(request)),
  );
  r.put(
    '/api/child-accounts/:id/settings',
    {
      config: { audience: ADMINS },
      schema: {
        params: ChildAccountIdParamsSchema,
        body: ChildAccountSettingsSchema,
        response: { 200: ChildAccountSchema },
      },
    },
    async (request) => saveChildSettings(deps, requireAuth(request), request.params.id, request.body),
  );
}
