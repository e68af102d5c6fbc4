import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateFavouriteRequestSchema,
  FavouriteSchema,
  FavouritesSchema,
  RenameFavouriteRequestSchema,
} from '@fuel/domain/contracts/favourites';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { createFavourite, deleteFavourite, listFavourites, renameFavourite } from './favourites.service';

/** Favourite markets are a buyer's market filter (spec: "favourite markets (buyers only)"). */
const BUYERS: Audience = { accountTypes: ['buyer'] };

export async function favouritesRoutes(app: FastifyInstance) {
  const deps = { db: app.db };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/favourites',
    { config: { audience: BUYERS }, schema: { response: { 200: FavouritesSchema } } },
    async (request) => listFavourites(deps, requireAuth(request)),
  );
  r.post(
    '/api/favourites',
    {
      config: { audience: BUYERS },
      schema: { body: CreateFavouriteRequestSchema, response: { 201: FavouriteSchema } },
    },
    async (request, reply) => reply.status(201).send(await createFavourite(deps, requireAuth(request), request.body)),
  );
  r.put(
    '/api/favourites/:id',
    {
      config: { audience: BUYERS },
      schema: { params: IdParamsSchema, body: RenameFavouriteRequestSchema, response: { 200: FavouriteSchema } },
    },
    async (request) => renameFavourite(deps, requireAuth(request), request.params.id, request.body.name),
  );
  r.delete(
    '/api/favourites/:id',
    { config: { audience: BUYERS }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await deleteFavourite(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
