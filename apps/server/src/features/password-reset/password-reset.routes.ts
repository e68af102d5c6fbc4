import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PasswordResetConfirmSchema,
  PasswordResetDoneSchema,
  PasswordResetKeyParamsSchema,
  PasswordResetKeyStatusSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
} from '@fuel/domain/contracts/identity';
import { enforceRateLimits } from '../../shared/rate-limit';
import { isResetKeyValid, requestPasswordReset, resetPassword } from './password-reset.service';

const MINUTE = 60_000;
const PER_IP_PER_MINUTE = 10;
const PER_IDENTIFIER = { limit: 3, windowMs: 15 * MINUTE };

export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/password/reset',
    {
      config: { audience: 'public', refusals: ['RATE_LIMITED'] },
      schema: { body: PasswordResetRequestSchema, response: { 200: PasswordResetRequestedSchema } },
    },
    async (request) => {
      const { identifier } = request.body;
      await enforceRateLimits(
        app.db,
        app.now(),
        { key: `password-reset:ip:${request.ip}`, limit: PER_IP_PER_MINUTE, windowMs: MINUTE },
        // Keeps one person's mailbox from being flooded from many addresses.
        { key: `password-reset:id:${identifier.toLowerCase()}`, ...PER_IDENTIFIER },
      );
      return requestPasswordReset(app, identifier);
    },
  );

  app.get(
    '/api/password/reset/:key',
    {
      config: { audience: 'public' },
      schema: { params: PasswordResetKeyParamsSchema, response: { 200: PasswordResetKeyStatusSchema } },
    },
    async (request) => isResetKeyValid(app, request.params.key),
  );

  app.post(
    '/api/password/reset/:key',
    {
      config: { audience: 'public', refusals: ['RATE_LIMITED', 'RESET_LINK_EXPIRED', 'PASSWORD_POLICY'] },
      schema: {
        params: PasswordResetKeyParamsSchema,
        body: PasswordResetConfirmSchema,
        response: { 200: PasswordResetDoneSchema },
      },
    },
    async (request) => {
      await enforceRateLimits(app.db, app.now(), {
        key: `password-reset-confirm:ip:${request.ip}`,
        limit: PER_IP_PER_MINUTE,
        windowMs: MINUTE,
      });
      return resetPassword(app, request.params.key, request.body);
    },
  );
}
