import type { FastifyInstance, FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { spellForLocale } from '@fuel/domain/brands/spelling';
import { AppError } from '../shared/app-error';
import { isDatabaseUnavailableError, isInvalidInputPgError } from '../shared/pg-errors';
import { createSecurityAudit } from '../shared/security-audit';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

const GERMAN_VALIDATION = ERROR_MESSAGES.VALIDATION_FAILED;

/**
 * Seconds a client should wait before retrying while the database is away (issue 25 part 1): a
 * PostgreSQL restart takes a few seconds, and a retry sooner would only meet the same 503.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The refusal of a call the database could not serve: it is away for the moment, nothing was wrong with the call. */
export function databaseUnavailable(): AppError {
  return new AppError(503, 'DATABASE_UNAVAILABLE', ERROR_MESSAGES.DATABASE_UNAVAILABLE);
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' &&
  payload !== null &&
  'error' in payload &&
  typeof (payload as ErrorBody).error?.message === 'string';

/** The error body in the brand's spelling (brand B: Swiss, issue 14): message and field messages. */
export function localizedErrorBody(body: ErrorBody, locale: 'de' | 'de-CH'): ErrorBody {
  const { code, message, fields } = body.error;
  const spell = (text: string) => spellForLocale(locale, text);
  return {
    ...body,
    error: {
      ...body.error,
      code,
      message: spell(message),
      ...(fields
        ? { fields: Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, spell(text)])) }
        : {}),
    },
  };
}

/**
 * Maps every failure onto { error: { code, message, fields } }; bad input is 400, never 500. Every
 * error body, wherever it is sent from, is spelled the brand's way (preSerialization hook).
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  const { locale } = app.platform.brand;
  if (locale !== 'de') {
    app.addHook('preSerialization', async (_request, _reply, payload: unknown) =>
      isErrorBody(payload) ? localizedErrorBody(payload, locale) : payload,
    );
  }
  const auditRefusal = createSecurityAudit(app);
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (!(err instanceof AppError) && isDatabaseUnavailableError(err)) {
      // A lost or refused connection: the caller may retry (orders carry their idempotency key); the
      // pool opens new connections once PostgreSQL is back. Logged without a stack: an outage means many.
      request.log.warn({ code: (err as { code?: string }).code, message: err.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'DATABASE_UNAVAILABLE', message: ERROR_MESSAGES.DATABASE_UNAVAILABLE } });
    }
    if (err instanceof AppError) {
      if (err.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      // The one place every refusal passes: security events of logged-in callers are audited here.
      else await auditRefusal(request, err.statusCode, err.code);
      return reply
        .status(err.statusCode)
        .send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? SERVER_MESSAGES.invalidFallback;
      }
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: GERMAN_VALIDATION, fields } });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.INTERNAL_ERROR } });
    }
    if (isInvalidInputPgError(err)) {
      // Safety net only: the contracts' id, text and amount schemas refuse such input first.
      request.log.warn({ err }, 'invalid input reached the database');
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: GERMAN_VALIDATION } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({ error: { code: 'VALIDATION_FAILED', message: GERMAN_VALIDATION } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.INTERNAL_ERROR } });
  });
});

export const NOT_FOUND_BODY = { error: { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND } };
