import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NewsIdParamsSchema, NewsInputSchema, NewsItemSchema, NewsListSchema } from '@fuel/domain/contracts/news';
import { requireAuth, type Audience } from '../../plugins/authorization';
import { createNews, deleteNews, getNewsBox, listOwnNews, updateNews, type NewsDeps } from './news.service';

/** Sellers write news for their account, as they manage offers (spec section 6: "Seller: ... news"). */
const SELLERS: Audience = { accountTypes: ['seller'] };
/** The box: buyers, and sellers with newsBox (checked in the service, it is an account feature). */
const BOX_READERS: Audience = { accountTypes: ['buyer', 'seller'] };

/** News (issue 16): the news box, and the seller's news editor. */
export async function newsRoutes(app: FastifyInstance) {
  const deps: NewsDeps = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/news',
    { config: { audience: BOX_READERS }, schema: { response: { 200: NewsListSchema } } },
    async (request) => getNewsBox(deps, requireAuth(request)),
  );

  r.get(
    '/api/news/mine',
    { config: { audience: SELLERS }, schema: { response: { 200: NewsListSchema } } },
    async (request) => listOwnNews(deps, requireAuth(request)),
  );

  r.post(
    '/api/news',
    { config: { audience: SELLERS }, schema: { body: NewsInputSchema, response: { 201: NewsItemSchema } } },
    async (request, reply) => reply.status(201).send(await createNews(deps, requireAuth(request), request.body)),
  );

  r.put(
    '/api/news/:id',
    {
      config: { audience: SELLERS },
      schema: { params: NewsIdParamsSchema, body: NewsInputSchema, response: { 200: NewsItemSchema } },
    },
    async (request) => updateNews(deps, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/news/:id',
    { config: { audience: SELLERS }, schema: { params: NewsIdParamsSchema } },
    async (request, reply) => {
      await deleteNews(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
