import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { compiledSerializer } from '../../shared/compiled-serializer';
import { databaseUnavailable } from '../../plugins/errors';
import { HealthSchema, HealthUnavailableSchema, LivenessSchema } from '@fuel/domain/contracts/health';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers, nothing else is touched (also the trivial baseline of bench/). It
  // stays 200 while the database is away: restarting the process would not bring it back.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/live',
    {
      config: { audience: 'public' },
      schema: { response: { 200: LivenessSchema } },
      serializerCompiler: compiledSerializer,
    },
    async () => ({ status: 'ok' as const }),
  );
  // Readiness: the database answers and (PostgreSQL) this process hears the other processes' events.
  // Otherwise 503 with Retry-After, whatever the cause, so a load balancer sends the traffic elsewhere.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { audience: 'public' },
      schema: { response: { 200: HealthSchema, 503: HealthUnavailableSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.warn(
          { message: err instanceof Error ? err.message : String(err) },
          'readiness: the database does not answer',
        );
        throw databaseUnavailable();
      }
      if (!app.events.isListening()) throw databaseUnavailable();
      return { status: 'ok' as const, database: app.database.kind, brand: app.platform.brand.id };
    },
  );
}
