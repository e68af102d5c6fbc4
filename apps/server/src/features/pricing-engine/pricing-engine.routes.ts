import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyOf } from '@fuel/domain/brands/currency';
import {
  PriceBreakdownQuerySchema,
  PriceBreakdownSchema,
  PricingRuleIdParamsSchema,
  PricingRuleInputSchema,
  PricingRuleSchema,
  PricingRulesResponseSchema,
} from '@fuel/domain/contracts/pricing-engine';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { priceBreakdown, type BreakdownDeps } from './breakdown.service';
import { changeRule, createRule, listRules, removeRule, type PricingRulesDeps } from './pricing-rules.service';

// The same audience as offer management (offers.routes.ts): any user of a seller account.
const SELLERS: Audience = { accountTypes: ['seller'] };

/** The seller's pricing engine (/preis-engine): rules and the breakdown of a live price. */
export async function pricingEngineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: PricingRulesDeps = { db: app.db, now: () => app.now(), sellerMarketEvents: app.sellerMarketEvents };
  const breakdownDeps: BreakdownDeps = {
    db: app.db,
    now: () => app.now(),
    marketData: app.marketData,
    maxAgeMs: app.config.livePriceMaxAgeMs,
    currency: currencyOf(app.platform.features),
  };

  r.get(
    '/api/pricing/rules',
    { config: { audience: SELLERS }, schema: { response: { 200: PricingRulesResponseSchema } } },
    async (request) => ({ rules: await listRules(deps, requireAuth(request)) }),
  );

  r.post(
    '/api/pricing/rules',
    { config: { audience: SELLERS }, schema: { body: PricingRuleInputSchema, response: { 201: PricingRuleSchema } } },
    async (request, reply) => reply.status(201).send(await createRule(deps, requireAuth(request), request.body)),
  );

  r.put(
    '/api/pricing/rules/:id',
    {
      config: { audience: SELLERS },
      schema: { params: PricingRuleIdParamsSchema, body: PricingRuleInputSchema, response: { 200: PricingRuleSchema } },
    },
    async (request) => changeRule(deps, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/pricing/rules/:id',
    { config: { audience: SELLERS }, schema: { params: PricingRuleIdParamsSchema } },
    async (request, reply) => {
      await removeRule(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/pricing/breakdown',
    {
      config: { audience: SELLERS },
      schema: { querystring: PriceBreakdownQuerySchema, response: { 200: PriceBreakdownSchema } },
    },
    async (request) => priceBreakdown(breakdownDeps, requireAuth(request), request.query),
  );
}
