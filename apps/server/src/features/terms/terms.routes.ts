import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GtcAcceptedSchema } from '@fuel/domain/contracts/identity';
import { AcceptGtcRequestSchema } from '@fuel/domain/contracts/terms';
import { requireAuth } from '../../plugins/authorization';
import { acceptGtc, getGtcAccepted } from './terms.service';

const PATH = '/api/metadata/user/store/gtc-accepted';

export async function termsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(PATH, { config: { audience: 'authenticated' }, schema: { response: { 200: GtcAcceptedSchema } } }, async (request) =>
    getGtcAccepted(deps, requireAuth(request)),
  );
  r.post(
    PATH,
    { config: { audience: 'authenticated' }, schema: { body: AcceptGtcRequestSchema, response: { 200: GtcAcceptedSchema } } },
    async (request) => acceptGtc(deps, requireAuth(request)),
  );
}
