import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  brand: z.string(),
});

export const LivenessSchema = z.object({ status: z.literal('ok') });
