import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TargetOrderIdParamsSchema,
  TargetOrderInputSchema,
  TargetOrderListSchema,
  TargetOrderSchema,
  TargetDemandSchema,
} from '@fuel/domain/contracts/target-orders';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { bestPricesOf } from './target-orders.matcher';
import {
  changeTarget,
  createTarget,
  demandOfSeller,
  listTargets,
  transitionTarget,
  type TargetOrdersDeps,
} from './target-orders.service';

const BUYERS: Audience = { accountTypes: ['buyer'] };
const SELLERS: Audience = { accountTypes: ['seller'] };
// API keys (issue 27): a buyer's ERP reads and places target orders with their own scopes; a seller's
// reads the demand with its offers.
const read = { audience: BUYERS, apiScope: 'targets:read' as const };
const write = { audience: BUYERS, apiScope: 'targets:write' as const };

/** A buyer's target-price orders (issue 29): list, create, edit, pause, resume, cancel. */
export async function targetOrdersRoutes(app: FastifyInstance) {
  const deps: TargetOrdersDeps = {
    db: app.db,
    now: () => app.now(),
    deliveredProducts: app.platform.features.DELIVERED_PRODUCTS,
    bestPrices: (rows) => bestPricesOf(app.targetOrderMatching.deps, rows),
    matchSoon: () => app.targetOrderMatching.kick(),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { params: TargetOrderIdParamsSchema, response: { 200: TargetOrderSchema } };

  r.get(
    '/api/target-orders',
    { config: read, schema: { response: { 200: TargetOrderListSchema } } },
    async (request) => ({ items: await listTargets(deps, requireAuth(request)) }),
  );
  r.get(
    '/api/target-orders/demand',
    { config: { audience: SELLERS, apiScope: 'offers:read' }, schema: { response: { 200: TargetDemandSchema } } },
    async (request) => demandOfSeller(deps, requireAuth(request)),
  );
  r.post(
    '/api/target-orders',
    { config: write, schema: { body: TargetOrderInputSchema, response: { 201: TargetOrderSchema } } },
    async (request, reply) => reply.status(201).send(await createTarget(deps, requireAuth(request), request.body)),
  );
  r.put(
    '/api/target-orders/:id',
    { config: write, schema: { ...one, body: TargetOrderInputSchema } },
    async (request) => changeTarget(deps, requireAuth(request), request.params.id, request.body),
  );
  for (const action of ['pause', 'resume', 'cancel'] as const)
    r.post(`/api/target-orders/:id/${action}`, { config: write, schema: one }, async (request) =>
      transitionTarget(deps, requireAuth(request), request.params.id, action),
    );
}
