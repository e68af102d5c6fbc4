import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';
import { users } from './users';

/**
 * A lifting (issue 28 part 1): what left the terminal against an order, by bill of lading. Only ever
 * added: a wrong lifting is corrected by the invoice's credit note, not by editing the record.
 */
export const liftings = pgTable(
  'liftings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    bolNumber: text('bol_number').notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }).notNull(),
    litres15: integer('litres_15').notNull(),
    ambientLitres: integer('ambient_litres'),
    temperatureC: numeric('temperature_c', { precision: 4, scale: 1, mode: 'number' }),
    densityKgL: numeric('density_kg_l', { precision: 5, scale: 4, mode: 'number' }),
    vehicleRef: text('vehicle_ref'),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('liftings_order_idx').on(t.orderId),
    // A bill of lading is recorded once per seller (a CSV or API retry cannot double a lifting).
    uniqueIndex('liftings_seller_bol_idx').on(t.sellerAccountId, t.bolNumber),
  ],
);
