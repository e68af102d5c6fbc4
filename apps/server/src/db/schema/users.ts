import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    salutation: text('salutation'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    /** 100 = active (spec section 9). */
    statusId: integer('status_id').notNull().default(100),
    typeId: integer('type_id').notNull().default(1),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAdmin: boolean('is_admin').notNull().default(false),
    useIndividualAddress: boolean('use_individual_address').notNull().default(false),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    county: text('county').notNull().default(''),
    country: text('country').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    department: text('department').notNull().default(''),
    departmentSize: text('department_size').notNull().default(''),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Wrong e-mail codes since the last two-factor login, across all pending logins. */
    failedCodeCount: integer('failed_code_count').notNull().default(0),
    /** Set after too many failed logins or codes; cleared only by a password reset. */
    loginBlockedAt: timestamp('login_blocked_at', { withTimezone: true }),
    gtcAcceptedAt: timestamp('gtc_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // One address names one user on the whole platform (login and reset by e-mail, decision 017).
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // "@" marks an e-mail address at login, so a username never contains one.
    check('users_username_no_at', sql`position('@' in ${t.username}) = 0`),
    index('users_account_idx').on(t.accountId),
  ],
);
