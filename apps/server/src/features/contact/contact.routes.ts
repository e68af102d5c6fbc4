import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactAcceptedSchema, ContactRequestSchema } from '@fuel/domain/contracts/contact';
import { requireAuth } from '../../plugins/authorization';
import { CONTACT_WORK, contactWork, sendContactMessage } from './contact.service';

/** The contact form (spec sections 1 and 8): every logged-in user may write to the platform's team. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.outbox.handle(CONTACT_WORK, contactWork({ db: app.db, brand: () => app.platform.brand, mailer: app.mailer }));
  app.post(
    '/api/contact',
    {
      config: { audience: 'authenticated', refusals: ['RATE_LIMITED'] },
      schema: { body: ContactRequestSchema, response: { 202: ContactAcceptedSchema } },
    },
    async (request, reply) => reply.status(202).send(await sendContactMessage(app, requireAuth(request), request.body)),
  );
}
