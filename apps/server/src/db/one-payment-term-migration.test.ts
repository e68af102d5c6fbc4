// Migration 0022 (issue 24 part 4, decision 050) on data of before it: every term a buyer got stays,
// the additive rows the old credit-limit CSV wrote into the fuel list go, and from then on only the
// term options are stored. PGlite, migrated once to 0020 and then to the end, as a deployment would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from './client';
import * as schema from './schema';
import {
  accounts,
  childAccountSettings,
  paymentTerms,
  products,
  relationshipAdditiveProducts,
  relationshipProducts,
  relationships,
} from './schema';

let client: PGlite;
let db: ReturnType<typeof drizzle<typeof schema>>;
let before: string;
let ids: { relationship: number; heizoel: number; diesel: number; adblue: number; netto21: number; child: number };

/** The migrations folder as it was before 0022 (journal cut after entry 20). */
function foldersUpTo0020(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0020-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx <= 20);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client, schema });
  before = foldersUpTo0020();
  await migrate(db, { migrationsFolder: before });

  const [term] = await db
    .insert(paymentTerms)
    .values({ code: 'NETTO_21', label: '21 Tage netto', creditDays: 21 })
    .returning();
  // In SQL: today's accounts schema names columns that later migrations add (lifting_tolerance_bp, 0032).
  const { rows: accountRows } = await db.execute<{ id: number }>(sql`
    insert into accounts (type, name, platform)
    values ('seller', 'Verkäufer GmbH', 'A'), ('buyer', 'Käufer GmbH', 'A'), ('buyer', 'Kind GmbH', 'A')
    returning id`);
  const [seller, buyer, child] = accountRows;
  await db.update(accounts).set({ parentAccountId: buyer!.id }).where(eq(accounts.id, child!.id));
  const [heizoel, diesel, adblue] = await db
    .insert(products)
    .values([
      { code: 'HEL', name: 'Heizöl EL', type: 'fuel', category: 'HEIZOEL', categorySort: 10 },
      { code: 'B7', name: 'Diesel B7', type: 'fuel', category: 'DIESEL', categorySort: 20 },
      { code: 'ADBLUE', name: 'AdBlue', type: 'additive', category: 'OTHER', categorySort: 100, unit: 'lt' },
    ])
    .returning();
  // Issue 24's case: 21 days on the relationship, 7 and 30 on the products, AdBlue 30 days as additive
  // and (written by the old CSV) AdBlue 14 days in the fuel list.
  const [rel] = await db
    .insert(relationships)
    .values({
      buyerAccountId: buyer!.id,
      sellerAccountId: seller!.id,
      sellerStatus: 'ENABLED',
      buyerStatus: 'ENABLED',
      paymentTermId: term!.id,
    })
    .returning();
  await db.insert(relationshipProducts).values([
    { relationshipId: rel!.id, productId: heizoel!.id, creditDays: 7 },
    { relationshipId: rel!.id, productId: diesel!.id, creditDays: 30, dailyLimitLitres: 80_000 },
    { relationshipId: rel!.id, productId: adblue!.id, creditDays: 14 },
  ]);
  await db
    .insert(relationshipAdditiveProducts)
    .values({ relationshipId: rel!.id, productId: adblue!.id, creditDays: 30 });
  await db.insert(childAccountSettings).values({ childAccountId: child!.id, paymentTermId: term!.id });
  ids = {
    relationship: rel!.id,
    heizoel: heizoel!.id,
    diesel: diesel!.id,
    adblue: adblue!.id,
    netto21: term!.id,
    child: child!.id,
  };

  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
});
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

test('every fuel term and every additive term a buyer got is kept', async () => {
  const fuel = await db
    .select()
    .from(relationshipProducts)
    .where(eq(relationshipProducts.relationshipId, ids.relationship))
    .orderBy(relationshipProducts.productId);
  expect(fuel).toEqual([
    { relationshipId: ids.relationship, productId: ids.heizoel, creditDays: 7, dailyLimitLitres: null },
    { relationshipId: ids.relationship, productId: ids.diesel, creditDays: 30, dailyLimitLitres: 80_000 },
  ]);
  expect(await db.select().from(relationshipAdditiveProducts)).toEqual([
    { relationshipId: ids.relationship, productId: ids.adblue, creditDays: 30 },
  ]);
});

test('the retired relationship and child terms are kept as saved, not deleted', async () => {
  const [rel] = await db.select().from(relationships).where(eq(relationships.id, ids.relationship));
  expect(rel!.paymentTermId).toBe(ids.netto21);
  const [child] = await db
    .select()
    .from(childAccountSettings)
    .where(eq(childAccountSettings.childAccountId, ids.child));
  expect(child!.paymentTermId).toBe(ids.netto21);
});

test('from now on a term outside 7, 14, 21, 30 and 45 days is refused by the database', async () => {
  await expect(
    db.update(relationshipProducts).set({ creditDays: 10 }).where(eq(relationshipProducts.productId, ids.heizoel)),
  ).rejects.toThrow();
  await expect(db.update(relationshipAdditiveProducts).set({ creditDays: 0 })).rejects.toThrow();
  await db.update(relationshipProducts).set({ creditDays: 45 }).where(eq(relationshipProducts.productId, ids.heizoel));
});
