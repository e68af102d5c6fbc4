import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BuyerAdditivesUpdateSchema,
  BuyerTermsSchema,
  BuyerTermsUpdateSchema,
} from '@fuel/domain/contracts/buyer-management';
import { RelationshipIdParamsSchema } from '@fuel/domain/contracts/relationships';
import { requireAuth, type Audience } from '../../plugins/authorization';
import type { Refusal } from '../../plugins/openapi';
import { getBuyerManagement, updateBuyerAdditives, updateBuyerManagement } from './buyer-management.service';
import {
  BuyerUserParamsSchema,
  BuyerUsersSchema,
  PurchaseRightUpdateSchema,
} from '@fuel/domain/contracts/purchase-rights';
import { listBuyerUsers, setPurchaseRight } from './purchase-rights.service';

const PATH = '/api/buyer-management/:relationshipId';
/** Sellers with MyRelationships_View manage their buyers (spec section 6). */
const SELLERS: Audience = { accountTypes: ['seller'], roles: ['MyRelationships_View'] };
// Business refusals for the OpenAPI document (decision 058).
const TERMS_REFUSALS = [
  'RELATIONSHIP_NOT_FOUND',
  'BUYER_TERMS_CLOSED',
  'BUYER_TERMS_CHANGED',
] as const satisfies readonly Refusal[];

export async function buyerManagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PATH,
    {
      config: { audience: SELLERS, refusals: ['RELATIONSHIP_NOT_FOUND'] },
      schema: { params: RelationshipIdParamsSchema, response: { 200: BuyerTermsSchema } },
    },
    async (request) => getBuyerManagement(app, requireAuth(request), request.params.relationshipId),
  );
  r.put(
    PATH,
    {
      config: { audience: SELLERS, refusals: [...TERMS_REFUSALS, 'FUEL_NOT_AVAILABLE'] },
      schema: { params: RelationshipIdParamsSchema, body: BuyerTermsUpdateSchema, response: { 200: BuyerTermsSchema } },
    },
    async (request) => updateBuyerManagement(app, requireAuth(request), request.params.relationshipId, request.body),
  );
  // Issue 17: additives for the buyer and the additive products it may order (flag ENABLE_MARKETPLACE_ADDITIVES).
  r.put(
    `${PATH}/additives`,
    {
      config: {
        audience: SELLERS,
        feature: 'ENABLE_MARKETPLACE_ADDITIVES',
        accountFeature: 'productAdditives',
        refusals: [...TERMS_REFUSALS, 'ADDITIVES_NOT_AVAILABLE'],
      },
      schema: {
        params: RelationshipIdParamsSchema,
        body: BuyerAdditivesUpdateSchema,
        response: { 200: BuyerTermsSchema },
      },
    },
    async (request) => updateBuyerAdditives(app, requireAuth(request), request.params.relationshipId, request.body),
  );
  // SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: the seller grants the buyer users' purchase right.
  r.get(
    `${PATH}/users`,
    {
      config: {
        audience: SELLERS,
        refusals: [
          'RELATIONSHIP_NOT_FOUND',
          'PURCHASE_RIGHTS_BY_SELLER_DISABLED',
          'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY',
        ],
      },
      schema: { params: RelationshipIdParamsSchema, response: { 200: BuyerUsersSchema } },
    },
    async (request) => listBuyerUsers(app, requireAuth(request), request.params.relationshipId),
  );
  r.put(
    `${PATH}/users/:userId/purchase-right`,
    {
      config: {
        audience: SELLERS,
        refusals: [
          'RELATIONSHIP_NOT_FOUND',
          'PURCHASE_RIGHTS_BY_SELLER_DISABLED',
          'PURCHASE_RIGHTS_NOT_ENABLED',
          'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY',
        ],
      },
      schema: { params: BuyerUserParamsSchema, body: PurchaseRightUpdateSchema, response: { 200: BuyerUsersSchema } },
    },
    async (request) =>
      setPurchaseRight(app, requireAuth(request), request.params.relationshipId, request.params.userId, request.body),
  );
}
