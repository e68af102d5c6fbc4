// HTTP of trigger contracts (flag TRIGGERS): the seller's contracts and offline triggers, everyone's
// list and history of the month. Placing a trigger is trading's (POST /api/trigger-contracts/{id}/triggers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OfflineTriggerInputSchema,
  TriggerContractInputSchema,
  TriggerContractSchema,
  TriggerContractStatusRequestSchema,
  TriggerContractsResponseSchema,
  TriggerContractUpdateSchema,
  TriggerHistoryResponseSchema,
  TriggerMonthQuerySchema,
  TriggerPricePreviewRequestSchema,
  TriggerPricePreviewSchema,
} from '@fuel/domain/contracts/trigger-contracts';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth, type Audience } from '../../plugins/authorization';
import type { Refusal } from '../../plugins/openapi';
import {
  changeContractStatus,
  createContract,
  editContract,
  listContracts,
  previewContractPrice,
  recordOfflineTrigger,
  triggerHistory,
  triggerHistoryCsv,
  type TriggerContractsDeps,
} from './trigger-contracts.service';

const SELLERS: Audience = { accountTypes: ['seller'] };
const TRADERS: Audience = { accountTypes: ['buyer', 'seller'] };
/** Every call of this plugin is behind flag TRIGGERS: 404 FEATURE_DISABLED from the authorization plugin (decision 064). */
const FLAG = 'TRIGGERS';
// A seller also needs the account feature `triggers` (403 FORBIDDEN); buyers see the contracts made with them.
const ACCOUNT = 'triggers';
const CONTRACT_WRITE = [
  'TRIGGER_BUYER_NOT_CONNECTED',
  'BUYER_TERMS_CHANGED',
  'TRIGGER_PRODUCT_NOT_FUEL',
  'TRIGGER_MONTH_PAST',
] as const satisfies readonly Refusal[];

export async function triggerContractsRoutes(app: FastifyInstance) {
  const deps: TriggerContractsDeps = {
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    marketData: app.marketData,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/trigger-contracts',
    {
      config: { audience: TRADERS, apiScope: 'contracts:read', feature: FLAG, accountFeature: ACCOUNT },
      schema: { querystring: TriggerMonthQuerySchema, response: { 200: TriggerContractsResponseSchema } },
    },
    async (request) => listContracts(deps, requireAuth(request), request.query.month),
  );
  r.post(
    '/api/trigger-contracts',
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT, refusals: CONTRACT_WRITE },
      schema: { body: TriggerContractInputSchema, response: { 201: TriggerContractSchema } },
    },
    async (request, reply) => reply.status(201).send(await createContract(deps, requireAuth(request), request.body)),
  );
  r.post(
    '/api/trigger-contracts/price-preview',
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT, refusals: ['MARKET_DATA_UNAVAILABLE'] },
      schema: { body: TriggerPricePreviewRequestSchema, response: { 200: TriggerPricePreviewSchema } },
    },
    async (request) => previewContractPrice(deps, requireAuth(request), request.body),
  );
  r.put(
    '/api/trigger-contracts/:id',
    {
      config: {
        audience: SELLERS,
        feature: FLAG,
        accountFeature: ACCOUNT,
        refusals: [...CONTRACT_WRITE, 'TRIGGER_CONTRACT_ENDED', 'TRIGGER_CONTRACT_HAS_TRIGGERS'],
      },
      schema: { params: IdParamsSchema, body: TriggerContractUpdateSchema, response: { 200: TriggerContractSchema } },
    },
    async (request) => editContract(deps, requireAuth(request), request.params.id, request.body),
  );
  r.post(
    '/api/trigger-contracts/:id/status',
    {
      config: { audience: SELLERS, feature: FLAG, accountFeature: ACCOUNT, refusals: ['TRIGGER_CONTRACT_ENDED'] },
      schema: {
        params: IdParamsSchema,
        body: TriggerContractStatusRequestSchema,
        response: { 200: TriggerContractSchema },
      },
    },
    async (request) => changeContractStatus(deps, requireAuth(request), request.params.id, request.body.status),
  );
  r.post(
    '/api/trigger-contracts/:id/offline-triggers',
    {
      config: {
        audience: SELLERS,
        feature: FLAG,
        accountFeature: ACCOUNT,
        refusals: ['TRIGGER_CONTRACT_ENDED', 'TRIGGER_VOLUME_EXHAUSTED'],
      },
      schema: { params: IdParamsSchema, body: OfflineTriggerInputSchema, response: { 201: TriggerContractSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await recordOfflineTrigger(deps, requireAuth(request), request.params.id, request.body)),
  );
  r.get(
    '/api/trigger-history',
    {
      config: { audience: TRADERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { querystring: TriggerMonthQuerySchema, response: { 200: TriggerHistoryResponseSchema } },
    },
    async (request) => triggerHistory(deps, requireAuth(request), request.query.month),
  );
  r.get(
    '/api/trigger-history/export',
    {
      config: { audience: TRADERS, feature: FLAG, accountFeature: ACCOUNT },
      schema: { querystring: TriggerMonthQuerySchema },
    },
    async (request, reply) => {
      const month = request.query.month;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="trigger-historie-${month ?? 'aktuell'}.csv"`)
        .header('cache-control', 'no-store')
        .send(await triggerHistoryCsv(deps, requireAuth(request), month));
    },
  );
}
