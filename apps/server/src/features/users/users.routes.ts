import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateUserSchema,
  OkSchema,
  PasswordChangeSchema,
  RemovalRequestCreatedSchema,
  RemovalRequestSchema,
  UpdateUserSchema,
  UserIdParamsSchema,
  UserListItemSchema,
  UserProfileSchema,
  UserSearchQuerySchema,
  UserSearchResponseSchema,
} from '@fuel/domain/contracts/users';
import { requireAuth } from '../../plugins/authorization';
import { changePassword, createUser, getOwnProfile, requestRemoval, searchUsers, updateUser } from './users.service';

/** Profile and team management (spec sections 3, 4 and 7). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/user/profile',
    { config: { audience: 'authenticated' }, schema: { response: { 200: UserProfileSchema } } },
    async (request) => getOwnProfile(app, requireAuth(request)),
  );

  app.put(
    '/api/user/:id',
    {
      config: { audience: 'authenticated' },
      schema: { params: UserIdParamsSchema, body: UpdateUserSchema, response: { 200: UserProfileSchema } },
    },
    async (request) => updateUser(app, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/api/user/search',
    {
      config: { audience: { companyAdmin: true } },
      schema: { querystring: UserSearchQuerySchema, response: { 200: UserSearchResponseSchema } },
    },
    async (request) => searchUsers(app, requireAuth(request), request.query),
  );

  app.post(
    '/api/user',
    {
      config: { audience: { companyAdmin: true } },
      schema: { body: CreateUserSchema, response: { 201: UserListItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await createUser(app, requireAuth(request), request.body)),
  );

  app.post(
    '/api/user/password',
    { config: { audience: 'authenticated' }, schema: { body: PasswordChangeSchema, response: { 200: OkSchema } } },
    async (request) => changePassword(app, requireAuth(request), request.body),
  );

  app.post(
    '/api/user/:id/removal-request',
    {
      config: { audience: { companyAdmin: true } },
      schema: {
        params: UserIdParamsSchema,
        body: RemovalRequestSchema,
        response: { 201: RemovalRequestCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestRemoval(app, requireAuth(request), request.params.id, request.body.reason)),
  );
}
