import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditChainCheckSchema,
  AuditListSchema,
  AuditQuerySchema,
  OkSchema,
  OperatorAccountListSchema,
  OperatorAccountSchema,
  OperatorAccountsQuerySchema,
  OperatorAccountUpdateSchema,
  OperatorIdParamsSchema,
  OperatorUserListSchema,
  OperatorUserSchema,
  RemovalRequestListSchema,
} from '@fuel/domain/contracts/operator';
import { requireAuth, type Audience } from '../../plugins/authorization';
import * as service from './operator.service';

/** The platform operator's console (role Platform_Operator). */
const OPERATOR: Audience = { operator: true };
const config = { audience: OPERATOR };
const params = OperatorIdParamsSchema;

export async function operatorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/operator/accounts',
    { config, schema: { querystring: OperatorAccountsQuerySchema, response: { 200: OperatorAccountListSchema } } },
    async (request) => service.listAccounts(app, requireAuth(request), request.query),
  );
  r.put(
    '/api/operator/accounts/:id',
    { config, schema: { params, body: OperatorAccountUpdateSchema, response: { 200: OperatorAccountSchema } } },
    async (request) => service.updateAccount(app, requireAuth(request), request.params.id, request.body),
  );
  for (const action of ['block', 'unblock'] as const) {
    r.post(
      `/api/operator/accounts/:id/${action}`,
      { config, schema: { params, response: { 200: OperatorAccountSchema } } },
      async (request) => service.setAccountBlocked(app, requireAuth(request), request.params.id, action === 'block'),
    );
    r.post(
      `/api/operator/users/:id/${action}`,
      { config, schema: { params, response: { 200: OperatorUserSchema } } },
      async (request) => service.setUserBlocked(app, requireAuth(request), request.params.id, action === 'block'),
    );
  }
  r.get(
    '/api/operator/accounts/:id/users',
    { config, schema: { params, response: { 200: OperatorUserListSchema } } },
    async (request) => service.listUsers(app, requireAuth(request), request.params.id),
  );
  r.get(
    '/api/operator/removal-requests',
    { config, schema: { response: { 200: RemovalRequestListSchema } } },
    async (request) => service.listRemovalRequests(app, requireAuth(request)),
  );
  for (const [action, decision] of [
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
  ] as const) {
    r.post(
      `/api/operator/removal-requests/:id/${action}`,
      { config, schema: { params, response: { 200: OkSchema } } },
      async (request) => service.decideRemovalRequest(app, requireAuth(request), request.params.id, decision),
    );
  }
  r.get(
    '/api/operator/audit',
    { config, schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => service.listAudit(app, request.query),
  );
  r.post('/api/operator/audit/verify', { config, schema: { response: { 200: AuditChainCheckSchema } } }, async () =>
    service.verifyAuditChain(app),
  );
}
