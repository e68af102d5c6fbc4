import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { compiledSerializer } from '../../shared/compiled-serializer';
import { HealthSchema, LivenessSchema } from '@fuel/domain/contracts/health';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers, nothing else is touched (also the trivial baseline of bench/).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/live',
    { config: { audience: 'public' }, schema: { response: { 200: LivenessSchema } }, serializerCompiler: compiledSerializer },
    async () => ({ status: 'ok' as const }),
  );
  // Readiness: the database answers.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { config: { audience: 'public' }, schema: { response: { 200: HealthSchema } }, serializerCompiler: compiledSerializer },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind, brand: app.platform.brand.id };
    },
  );
}
