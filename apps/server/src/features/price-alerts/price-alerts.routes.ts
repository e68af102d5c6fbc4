import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PriceAlertIdParamsSchema,
  PriceAlertInputSchema,
  PriceAlertSchema,
  PriceAlertsResponseSchema,
} from '@fuel/domain/contracts/price-alerts';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { changeAlert, createAlert, listAlerts, removeAlert, type PriceAlertsDeps } from './price-alerts.service';

const BUYERS: Audience = { accountTypes: ['buyer'] };
// PRICE_ALERT (brand A only): without it the calls do not exist (404 FEATURE_DISABLED from the authorization plugin, decision 064).
const FLAG = 'PRICE_ALERT';

/** A buyer's price alerts (/preisalarme, feature PRICE_ALERT): list, create, edit, delete. */
export async function priceAlertsRoutes(app: FastifyInstance) {
  const deps: PriceAlertsDeps = { db: app.db, platform: app.platform, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/price-alerts',
    { config: { audience: BUYERS, feature: FLAG }, schema: { response: { 200: PriceAlertsResponseSchema } } },
    async (request) => ({ alerts: await listAlerts(deps, requireAuth(request)) }),
  );

  r.post(
    '/api/price-alerts',
    {
      config: { audience: BUYERS, feature: FLAG },
      schema: { body: PriceAlertInputSchema, response: { 201: PriceAlertSchema } },
    },
    async (request, reply) => reply.status(201).send(await createAlert(deps, requireAuth(request), request.body)),
  );

  r.put(
    '/api/price-alerts/:id',
    {
      config: { audience: BUYERS, feature: FLAG },
      schema: { params: PriceAlertIdParamsSchema, body: PriceAlertInputSchema, response: { 200: PriceAlertSchema } },
    },
    async (request) => changeAlert(deps, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/price-alerts/:id',
    { config: { audience: BUYERS, feature: FLAG }, schema: { params: PriceAlertIdParamsSchema } },
    async (request, reply) => {
      await removeAlert(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
