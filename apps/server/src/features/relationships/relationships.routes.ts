import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailableSellerListSchema,
  CreateRelationshipRequestSchema,
  NewRelationshipsCountSchema,
  RelationshipDecisionRequestSchema,
  RelationshipIdParamsSchema,
  RelationshipListParamsSchema,
  RelationshipListSchema,
  RelationshipSchema,
} from '@fuel/domain/contracts/relationships';
import { requireAuth, type Audience } from '../../plugins/authorization';
import {
  countNewRelationships,
  decideRelationship,
  listAvailableSellers,
  listRelationships,
  requestRelationship,
} from './relationships.service';

/** Reading one's own relationships: any buyer or seller (the list is fetched on login, spec section 4). */
const TRADERS: Audience = { accountTypes: ['buyer', 'seller'] };
/** Spec section 6: MyRelationships_View shows seller management to buyers and buyer management to sellers. */
const BUYER_MANAGERS: Audience = { accountTypes: ['buyer'], roles: ['MyRelationships_View'] };
const SELLER_MANAGERS: Audience = { accountTypes: ['seller'], roles: ['MyRelationships_View'] };

export async function relationshipsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/relationships/:accountType',
    {
      config: { audience: TRADERS },
      schema: { params: RelationshipListParamsSchema, response: { 200: RelationshipListSchema } },
    },
    async (request) => listRelationships(app, requireAuth(request), request.params.accountType),
  );
  r.get(
    '/api/relationships/seller/available',
    { config: { audience: BUYER_MANAGERS }, schema: { response: { 200: AvailableSellerListSchema } } },
    async (request) => listAvailableSellers(app, requireAuth(request)),
  );
  r.get(
    '/api/relationships/buyer/new-count',
    { config: { audience: SELLER_MANAGERS }, schema: { response: { 200: NewRelationshipsCountSchema } } },
    async (request) => countNewRelationships(app, requireAuth(request)),
  );
  r.post(
    '/api/relationships',
    {
      config: { audience: BUYER_MANAGERS },
      schema: { body: CreateRelationshipRequestSchema, response: { 201: RelationshipSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await requestRelationship(app, requireAuth(request), request.body)),
  );
  r.post(
    '/api/relationships/:relationshipId/decision',
    {
      config: { audience: SELLER_MANAGERS, refusals: ['FUEL_NOT_AVAILABLE'] },
      schema: {
        params: RelationshipIdParamsSchema,
        body: RelationshipDecisionRequestSchema,
        response: { 200: RelationshipSchema },
      },
    },
    async (request) => decideRelationship(app, requireAuth(request), request.params.relationshipId, request.body),
  );
}
