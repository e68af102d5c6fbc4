import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GtcAcceptedSchema } from '@fuel/domain/contracts/identity';
import { AcceptGtcRequestSchema } from '@fuel/domain/contracts/terms';
import { requireAuth } from '../../plugins/authorization';
import { acceptGtc, getGtcAccepted } from './terms.service';

const PATH = '/api/metadata/user/store/gtc-accepted';
/** The terms are what a buyer who has not accepted them may still reach (authorization.ts). */
const config = { audience: 'authenticated', allowBeforeGtc: true } as const;

export async function termsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(PATH, { config, schema: { response: { 200: GtcAcceptedSchema } } }, async (request) =>
    getGtcAccepted(deps, requireAuth(request)),
  );
  r.post(
    PATH,
    { config, schema: { body: AcceptGtcRequestSchema, response: { 200: GtcAcceptedSchema } } },
    async (request) => acceptGtc(deps, requireAuth(request)),
  );
}
