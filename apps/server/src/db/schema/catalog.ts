import { boolean, integer, numeric, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const productTypeEnum = pgEnum('product_type', ['fuel', 'additive']);
export const productCategoryEnum = pgEnum('product_category', ['HEIZOEL', 'DIESEL', 'BENZIN', 'OTHER']);
export const productUnitEnum = pgEnum('product_unit', ['cbm', 'lt']);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  type: productTypeEnum('type').notNull(),
  category: productCategoryEnum('category').notNull(),
  /** Heizöl 10, Diesel 20, Benzin 30, others 100 (spec section 9). */
  categorySort: integer('category_sort').notNull(),
  /** kg per litre at 15 °C; null for additives sold by unit. */
  density: numeric('density', { precision: 6, scale: 4 }),
  unit: productUnitEnum('unit').notNull().default('cbm'),
  active: boolean('active').notNull().default(true),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const terminals = pgTable('terminals', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  active: boolean('active').notNull().default(true),
});

export const paymentTerms = pgTable('payment_terms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  creditDays: integer('credit_days').notNull(),
});

export const liftingPeriods = pgTable('lifting_periods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  /** Length of the collection window in days; 0 = same day (prompt). */
  days: integer('days').notNull(),
  sort: integer('sort').notNull().default(0),
});
