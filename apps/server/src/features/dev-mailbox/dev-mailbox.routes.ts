import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MailboxDeletedSchema, MailboxQuerySchema, MailboxSchema } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { AppError } from '../../shared/app-error';
import { isDirectLoopbackRequest, isLoopbackHost } from '../../shared/loopback';
import { clearMailbox, listMailbox } from './dev-mailbox.service';

/**
 * Development and test only (app.ts leaves it out in production): the outbox as a mailbox. It holds
 * reset links and login codes of every user, so only a client on the server's own machine may read
 * or empty it (issue 11 part 1).
 */
export async function devMailboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Encapsulated: applies to the mailbox routes only, before the query or body is looked at.
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopbackRequest(request)) {
      throw new AppError(403, 'DEV_MAILBOX_LOCAL_ONLY', ERROR_MESSAGES.DEV_MAILBOX_LOCAL_ONLY);
    }
    // Against DNS rebinding (issue 25 part 6): a loopback peer is not enough when the browser thinks it talks to another site.
    if (!isLoopbackHost(request.headers.host)) {
      throw new AppError(421, 'DEV_MAILBOX_LOCAL_HOST_ONLY', ERROR_MESSAGES.DEV_MAILBOX_LOCAL_HOST_ONLY);
    }
  });

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
