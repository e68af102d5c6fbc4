import { z } from 'zod';
import { BrandIdSchema } from './identity';

/** GET /api/brand: the public brand configuration (spec section 1) plus the active flags. */
export const BrandConfigSchema = z.object({
  id: BrandIdSchema,
  companyName: z.string(),
  headline: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), postCode: z.string(), city: z.string(), country: z.string() }),
  register: z.object({ court: z.string(), number: z.string(), vatId: z.string(), managingDirectors: z.string() }),
  links: z.object({ terms: z.string(), privacy: z.string(), imprint: z.string(), userGuide: z.string() }),
  locale: z.enum(['de', 'de-CH']),
  poweredBy: z.boolean(),
  theme: z.object({ primaryColor: z.string(), logoText: z.string() }),
  analytics: z.object({ anonymizeIp: z.literal(true), sessionReplayMaskText: z.literal(true) }),
});
export type BrandConfig = z.infer<typeof BrandConfigSchema>;

export const PublicBrandSchema = BrandConfigSchema.extend({
  features: z.record(z.string(), z.boolean()),
  /** The platform currency, from the flags (brands/currency.ts currencyOf), never fixed per brand. */
  currency: z.enum(['EUR', 'CHF']),
  environment: z.enum(['development', 'test', 'production']),
  /** How long a quote counts as live (spec: 2 minutes; LIVE_PRICE_MAX_AGE_SECONDS), so browser and server agree. */
  livePriceMaxAgeMs: z.number().int().positive(),
});
export type PublicBrand = z.infer<typeof PublicBrandSchema>;
