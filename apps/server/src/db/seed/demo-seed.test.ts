import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_LIFTING_TOLERANCE_BP, liftingWindow } from '@fuel/domain/liftings/lifting-rules';
import { businessDate } from '@fuel/domain/offers/business-time';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { dropTestDatabase, withDatabase } from '../../../test/global-setup';
import { openDatabase, type Database } from '../client';
import {
  accounts,
  offlineTriggers,
  orders,
  products,
  regions,
  relationships,
  terminals,
  triggerContracts,
  users,
} from '../schema';
import { monthOf } from '@fuel/domain/trigger-contracts/trigger-rules';
import { verifyPassword } from '../../shared/password-hash';
import { seedDemoData } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userByName = async (db: Database['db'], username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
};

async function tableCounts(db: Database['db']) {
  const tables = { accounts, users, products, regions, terminals, relationships };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) out[name] = (await db.select({ n: count() }).from(table))[0].n;
  return out;
}

describe('the seeded template (brand A)', () => {
  test('a second seed changes nothing', async () => {
    const before = await tableCounts(t.app.db);
    expect(await seedDemoData(t.app.db, { brand: 'A', now: TEST_NOW })).toEqual({ seeded: false });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  test('every demo user has the password Demo!2026 and an e-mail at the company domain', async () => {
    const all = await t.app.db.select().from(users);
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(await verifyPassword(DEMO_PASSWORD, all[0].passwordHash)).toBe(true);
    expect(new Set(all.map((u) => u.passwordHash)).size).toBe(1);
    for (const u of all) {
      expect(u.email).toMatch(new RegExp(`^${u.username}@[a-z-]+\\.de$`));
      expect(['Herr', 'Frau']).toContain(u.salutation);
      expect(u.phone).toMatch(/^\+49 /);
      expect(u.statusId).toBe(100);
    }
  });

  test('the demo users of the README have their roles and settings', async () => {
    const db = t.app.db;
    expect(await userByName(db, 'kaeufer')).toMatchObject({
      isAdmin: true,
      roles: ['MyRelationships_View', 'MyOffers_Purchase'],
      twoFactorEnabled: false,
    });
    expect((await userByName(db, 'kaeufer'))!.gtcAcceptedAt).not.toBeNull();
    expect(await userByName(db, 'kaeufer2fa')).toMatchObject({ twoFactorEnabled: true, roles: ['MyOffers_Purchase'] });
    expect((await userByName(db, 'neukunde'))!.gtcAcceptedAt).toBeNull();
    expect(await userByName(db, 'betreiber')).toMatchObject({ isAdmin: true, roles: ['Platform_Operator'] });

    const accountOf = async (username: string) => {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.id, (await userByName(db, username))!.accountId));
      return row;
    };
    expect(await accountOf('verkaeufer')).toMatchObject({
      type: 'seller',
      name: 'Hanseatische Mineralöl Handels GmbH',
      city: 'Hamburg',
    });
    expect((await accountOf('verkaeufer')).features).toMatchObject({ triggers: true, newsBox: true });
    expect(await accountOf('admin')).toMatchObject({ type: 'admin', name: 'Fuelmarkt Administration' });
    expect(await accountOf('neukunde')).toMatchObject({ type: 'buyer', name: 'Brennstoffe Weber e.K.' });
    const aviat = await accountOf('aviat');
    const children = await db.select().from(accounts).where(eq(accounts.parentAccountId, aviat.id));
    expect(children.map((c) => c.name).sort()).toEqual(['Aviat Tankstellen Nord GmbH', 'Aviat Tankstellen Süd GmbH']);
    expect((await accountOf('aviat-sued')).parentAccountId).toBe(aviat.id);
    expect((await db.select().from(accounts)).every((a) => a.platform === 'A')).toBe(true);
  });

  test('relationships exist in every status; no Swiss region for brand A', async () => {
    const rows = await t.app.db.select({ status: relationships.sellerStatus }).from(relationships);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['NEW', 'ENABLED', 'DECLINED', 'IN_REVIEW', 'DISABLED']),
    );
    expect(await t.app.db.select().from(regions).where(eq(regions.name, 'Schweiz'))).toEqual([]);
    const [harburg] = await t.app.db.select().from(terminals).where(eq(terminals.code, 'HH-HAR'));
    expect(harburg).toMatchObject({ name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' });
  });

  test('trigger contracts of the seed month for kaeufer and bauer with verkaeufer: one open around the clock, online and offline triggers', async () => {
    const contracts = await t.app.db.select().from(triggerContracts);
    const [hanse] = await t.app.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Hanseatische Mineralöl Handels GmbH'));
    expect(contracts.every((c) => c.month === monthOf(TEST_NOW) && c.sellerAccountId === hanse!.id)).toBe(true);
    const buyerIds = new Set(contracts.map((c) => c.buyerAccountId));
    expect(buyerIds).toEqual(
      new Set([(await userByName(t.app.db, 'kaeufer'))!.accountId, (await userByName(t.app.db, 'bauer'))!.accountId]),
    );
    const allDay = contracts.filter(
      (c) => c.triggerWindow.days.length === 7 && c.triggerWindow.from === '00:00' && c.triggerWindow.to === '24:00',
    );
    expect(allDay.some((c) => c.dailyTriggerLimit >= 3)).toBe(true);
    const online = await t.app.db.select().from(orders).where(isNotNull(orders.triggerContractId));
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((o) => o.market === 'TRIGGER' && o.offerId === null)).toBe(true);
    // The contract rows hold what their triggers took.
    for (const c of contracts)
      expect(c.triggeredLitres).toBe(
        online.filter((o) => o.triggerContractId === c.id).reduce((s, o) => s + o.litres, 0),
      );
    expect(await t.app.db.select().from(offlineTriggers)).toHaveLength(1);
  });
});

/** An empty, migrated database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `fuel_t_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize: 4 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await dropTestDatabase(adminUrl, name);
    },
  };
}

describe('the demo liftings (issue 28)', () => {
  test('completed fuel orders are lifted within the tolerance, running transferred ones in part', async () => {
    const rows = (await t.app.db.execute(sql`
      select o.status, o.litres, o.collection_end_date::text as end, sum(l.litres_15)::int as lifted, count(l.id)::int as n
        from orders o left join liftings l on l.order_id = o.id
       where o.market in ('SPOT', 'TRIGGER') and o.status in ('COMPLETE', 'TRANSFERRED')
       group by o.id`)) as unknown as {
      rows: Array<{ status: string; litres: number; end: string; lifted: number | null; n: number }>;
    };
    const complete = rows.rows.filter((r) => r.status === 'COMPLETE');
    expect(complete.length).toBeGreaterThan(10);
    for (const r of complete) {
      const window = liftingWindow(r.litres, DEFAULT_LIFTING_TOLERANCE_BP);
      expect(r.n).toBe(1);
      expect(r.lifted).toBeGreaterThanOrEqual(window.completeFromLitres);
      expect(r.lifted).toBeLessThanOrEqual(window.maxLitres);
    }
    // Nothing the close-short job would close at once: lifted transferred orders are still in their period.
    const today = businessDate(TEST_NOW);
    for (const r of rows.rows.filter((x) => x.status === 'TRANSFERRED' && x.n > 0)) {
      expect(r.end >= today).toBe(true);
      expect(r.lifted).toBeLessThan(liftingWindow(r.litres, DEFAULT_LIFTING_TOLERANCE_BP).completeFromLitres);
    }
  });
});

describe('a fresh database for brand B', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.drop());

  test('two concurrent seeds write the data exactly once, with the Swiss region and brand B accounts', async () => {
    const db = fresh.database.db;
    const results = await Promise.all([
      seedDemoData(db, { brand: 'B', now: TEST_NOW }),
      seedDemoData(db, { brand: 'B', now: TEST_NOW }),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect((await db.select({ n: count() }).from(users).where(isNotNull(users.passwordHash)))[0].n).toBe(
      (await tableCounts(t.app.db)).users,
    );
    const [schweiz] = await db.select().from(regions).where(eq(regions.name, 'Schweiz'));
    const swissTerminals = await db.select().from(terminals).where(eq(terminals.regionId, schweiz.id));
    expect(swissTerminals.map((x) => x.city)).toContain('Birsfelden');
    expect((await db.select().from(accounts)).every((a) => a.platform === 'B')).toBe(true);
    expect(await seedDemoData(db, { brand: 'B', now: TEST_NOW })).toEqual({ seeded: false });
    // Brand B's demo invoices are in CHF, with a Swiss IBAN to pay to (QR-bill).
    const docs = (await db.execute(
      sql`select distinct currency, document->'seller'->>'iban' as iban from invoices`,
    )) as unknown as {
      rows: { currency: string; iban: string }[];
    };
    expect(docs.rows.length).toBeGreaterThan(0);
    expect(docs.rows.every((r) => r.currency === 'CHF' && r.iban.startsWith('CH'))).toBe(true);
  });
});

describe('demo invoices (issue 28 part 5)', () => {
  test('every state shows on first start, and the credit ledger agrees with the counters', async () => {
    const states = (await t.app.db.execute(sql`
      select distinct case when i.kind = 'credit_note' then 'credit_note'
        when i.gross_minor - coalesce(c.gross, 0) - coalesce(p.paid, 0) <= 0 then 'paid'
        when i.due_date < ${businessDate(TEST_NOW)}::date then 'overdue'
        when p.paid > 0 then 'partly_paid' else 'open' end as state
      from invoices i
      left join (select invoice_id, sum(amount_minor) paid from invoice_payments group by 1) p on p.invoice_id = i.id
      left join (select corrects_invoice_id, sum(gross_minor) gross from invoices group by 1) c on c.corrects_invoice_id = i.id`)) as unknown as {
      rows: { state: string }[];
    };
    expect(states.rows.map((r) => r.state).sort()).toEqual(['credit_note', 'open', 'overdue', 'paid', 'partly_paid']);
    const drift = (await t.app.db.execute(sql`select * from order_counter_drift`)) as unknown as { rows: unknown[] };
    expect(drift.rows).toEqual([]);
  });
});
