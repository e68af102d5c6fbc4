import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per brand: the active feature flags, written at start from brand defaults and env overrides. */
export const platformSettings = pgTable('platform_settings', {
  brand: text('brand').primaryKey(),
  features: jsonb('features').$type<Record<string, boolean>>().notNull(),
  /** VAT country of the platform (DE, or CH with SWISS_VAT); metadata answers it with the rate. */
  vatCountry: text('vat_country').notNull().default('DE'),
  vatRateBasisPoints: integer('vat_rate_bp').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
