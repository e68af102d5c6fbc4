import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGIN_CODE_TTL_MS } from '@fuel/domain/constants';
import {
  CurrentUserSchema,
  LoginCodeRequestSchema,
  LoginCodeResendRequestSchema,
  LoginCodeResentSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  SessionStateSchema,
} from '@fuel/domain/contracts/identity';
import { destroySession, sessionControl } from '../../plugins/session';
import { compiledSerializer } from '../../shared/compiled-serializer';
import { enforceRateLimits, type RateLimitRule } from '../../shared/rate-limit';
import { login, resendLoginCode, toCurrentUser, verifyLoginCode } from './identity.service';

const MINUTE = 60_000;
/** A pending login may ask for a new code this often per code lifetime. */
const RESENDS_PER_CODE_TTL = 5;

export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = (scope: string, request: FastifyRequest): RateLimitRule => ({
    key: `${scope}:ip:${request.ip}`,
    limit: app.config.loginRateLimitPerMinute,
    windowMs: MINUTE,
  });

  app.post(
    '/api/login',
    {
      config: {
        audience: 'public',
        refusals: ['RATE_LIMITED', 'INVALID_CREDENTIALS', 'ACCOUNT_BLOCKED', 'USER_BLOCKED'],
      },
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      await enforceRateLimits(app.db, app.now(), perIp('login', request));
      return login(app, request.body, sessionControl(request, reply));
    },
  );

  app.post(
    '/api/login/code',
    {
      config: {
        audience: 'two-factor-pending',
        refusals: ['RATE_LIMITED', 'TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_CODE_EXPIRED', 'ACCOUNT_BLOCKED'],
      },
      schema: { body: LoginCodeRequestSchema, response: { 200: CurrentUserSchema } },
    },
    async (request, reply) => {
      await enforceRateLimits(app.db, app.now(), perIp('login-code', request));
      return verifyLoginCode(app, request.body.code, request.auth!, request.principal!, sessionControl(request, reply));
    },
  );

  app.post(
    '/api/login/code/resend',
    {
      config: { audience: 'two-factor-pending', refusals: ['RATE_LIMITED'] },
      schema: { body: LoginCodeResendRequestSchema, response: { 200: LoginCodeResentSchema } },
    },
    async (request) => {
      await enforceRateLimits(app.db, app.now(), perIp('login-code', request), {
        key: `login-code-resend:session:${request.auth!.sessionIdHash}`,
        limit: RESENDS_PER_CODE_TTL,
        windowMs: LOGIN_CODE_TTL_MS,
      });
      return resendLoginCode(app, request.auth!, request.principal!);
    },
  );

  app.get(
    '/api/user',
    {
      config: { audience: 'authenticated', allowBeforeGtc: true },
      schema: { response: { 200: CurrentUserSchema } },
      // Every page asks for it: written by a serializer compiled at start-up.
      serializerCompiler: compiledSerializer,
    },
    async (request) => toCurrentUser(request.principal!),
  );

  // Public (issue 14): the web app's session check on every page load, also on /login, where nobody
  // being logged in is the normal answer rather than an error (no 401 in the browser console).
  app.get(
    '/api/session',
    {
      config: { audience: 'public', readsSession: true },
      schema: { response: { 200: SessionStateSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => ({
      user:
        request.auth && !request.auth.twoFactorPending && request.principal ? toCurrentUser(request.principal) : null,
    }),
  );

  // Public so that a caller whose session already expired can still clear its cookie; a POST, so
  // the CSRF check keeps other sites from logging our users out.
  app.post(
    '/api/logout',
    { config: { audience: 'public' }, schema: { response: { 200: LogoutResponseSchema } } },
    async (request, reply) => {
      await destroySession(request, reply);
      return { loggedOut: true as const };
    },
  );
}
