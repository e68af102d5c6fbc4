import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MailboxDeletedSchema, MailboxQuerySchema, MailboxSchema } from '@fuel/domain/contracts/identity';
import { clearMailbox, listMailbox } from './dev-mailbox.service';

/** Development and test only (app.ts leaves it out in production): the outbox as a mailbox. */
export async function devMailboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/dev/mailbox',
    { config: { audience: 'public' }, schema: { querystring: MailboxQuerySchema, response: { 200: MailboxSchema } } },
    async (request) => listMailbox(app.db, request.query.to),
  );

  app.delete(
    '/api/dev/mailbox',
    { config: { audience: 'public' }, schema: { response: { 200: MailboxDeletedSchema } } },
    async () => clearMailbox(app.db),
  );
}
