import { sql } from 'drizzle-orm';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { DbOrTx } from '../client';
import {
  accounts,
  deliveryAddresses,
  liftingPeriods,
  paymentTerms,
  products,
  regions,
  relationships,
  terminals,
  users,
} from '../schema';
import { hashPassword } from '../../shared/password-hash';
import { categorySortOf, DEMO_LIFTING_PERIODS, DEMO_PAYMENT_TERMS, DEMO_PRODUCTS, DEMO_REGIONS } from './demo-catalog';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail, type DemoAccountKey } from './demo-accounts';
import { DEMO_DELIVERY_ADDRESSES, DEMO_RELATIONSHIPS } from './demo-relationships';
import { writeDemoBuyerTerms } from './demo-buyer-terms';
import { writeDemoOffers } from './demo-offers';
import { writeDemoLiftings } from './demo-liftings';
import { writeDemoInvoices } from './demo-invoices';
import { writeDemoOrders } from './demo-orders';
import { writeDemoLiveMarket } from './demo-live-market';
import { writeDemoTriggerContracts } from './demo-trigger-contracts';
import { writeDemoAdditives } from './demo-additives';
import { writeDemoAdditiveOrders } from './demo-additive-orders';
import { writeDemoEmptyBarrels } from './demo-empty-barrels';
import { writeDemoFavourites } from './demo-favourites';
import { writeDemoNews } from './demo-news';
import { writeDemoTargetOrders } from './demo-target-orders';

/** Serialises concurrent first starts of several server processes on one PostgreSQL. */
const SEED_LOCK = 727002;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the demo data once, in one transaction: skipped when any user exists. Every demo
 * password is Demo!2026; the hash is computed once and shared, which keeps the seed fast.
 */
export async function seedDemoData(db: DbOrTx, opts: { brand: BrandId; now: Date }): Promise<{ seeded: boolean }> {
  if (await anyUserExists(db)) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await anyUserExists(tx)) return { seeded: false };
    await writeCatalog(tx, opts.brand);
    const accountId = await writeAccounts(tx, opts, passwordHash);
    await writeRelationships(tx, accountId, opts.now);
    await writeDemoBuyerTerms(tx, accountId);
    const demoOffers = await writeDemoOffers(tx, accountId, opts.now);
    await writeDemoOrders(tx, accountId, demoOffers, opts);
    await writeDemoLiftings(tx, opts.now);
    await writeDemoInvoices(tx, opts);
    await writeDemoLiveMarket(tx, accountId, opts);
    await writeDemoTriggerContracts(tx, accountId, opts);
    await writeDemoAdditives(tx, accountId, opts.now);
    await writeDemoAdditiveOrders(tx, accountId, opts);
    await writeDemoEmptyBarrels(tx, accountId, opts.now);
    await writeDemoFavourites(tx);
    await writeDemoNews(tx, accountId, opts);
    await writeDemoTargetOrders(tx, opts.now);
    return { seeded: true };
  });
}

type AccountIdOf = (key: DemoAccountKey) => number;

/** Id by demo key; a key missing from the tables is a bug in the demo data, so fail loudly. */
function lookup<K>(ids: Map<K, number>, what: string): (key: K) => number {
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo data: unknown ${what} ${String(key)}`);
    return id;
  };
}

async function anyUserExists(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function writeCatalog(tx: DbOrTx, brand: BrandId) {
  const demoRegions = DEMO_REGIONS.filter((r) => !r.swissOnly || brand === 'B');
  const regionRows = await tx
    .insert(regions)
    .values(demoRegions.map(({ name, sort }) => ({ name, sort })))
    .returning({ id: regions.id, name: regions.name });
  const regionId = lookup(new Map(regionRows.map((r) => [r.name, r.id])), 'region');
  await tx
    .insert(terminals)
    .values(demoRegions.flatMap((r) => r.terminals.map((t) => ({ ...t, regionId: regionId(r.name) }))));
  await tx.insert(products).values(DEMO_PRODUCTS.map((p) => ({ ...p, categorySort: categorySortOf(p.category) })));
  await tx.insert(paymentTerms).values(DEMO_PAYMENT_TERMS);
  await tx.insert(liftingPeriods).values(DEMO_LIFTING_PERIODS);
}

async function writeAccounts(
  tx: DbOrTx,
  opts: { brand: BrandId; now: Date },
  passwordHash: string,
): Promise<AccountIdOf> {
  const since = new Date(opts.now.getTime() - 540 * DAY_MS);
  const accountIds = new Map<DemoAccountKey, number>();
  const accountId = lookup(accountIds, 'account');
  // One insert per account: children need their parent's id, and DEMO_ACCOUNTS lists parents first.
  for (const a of DEMO_ACCOUNTS) {
    const [row] = await tx
      .insert(accounts)
      .values({
        type: a.type,
        name: a.name,
        platform: opts.brand,
        addressLine1: a.addressLine1,
        postCode: a.postCode,
        city: a.city,
        county: a.county,
        country: 'DE',
        vatId: a.vatId,
        features: a.features,
        sellerKind: a.type === 'seller' ? (a.sellerKind ?? 'FUEL') : null,
        parentAccountId: a.parent ? accountId(a.parent) : null,
        createdAt: since,
      })
      .returning({ id: accounts.id });
    accountIds.set(a.key, row.id);
  }
  const gtcAcceptedAt = new Date(opts.now.getTime() - 400 * DAY_MS);
  await tx.insert(users).values(
    DEMO_ACCOUNTS.flatMap((a) =>
      a.users.map((u) => ({
        accountId: accountId(a.key),
        username: u.username,
        email: demoEmail(a, u),
        passwordHash,
        salutation: u.salutation,
        title: u.title ?? null,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        mobile: u.mobile,
        roles: u.roles,
        isAdmin: u.isAdmin,
        country: 'DE',
        jobTitle: u.jobTitle,
        department: u.department,
        departmentSize: u.departmentSize,
        twoFactorEnabled: u.twoFactorEnabled ?? false,
        gtcAcceptedAt: u.gtcAccepted ? gtcAcceptedAt : null,
        createdAt: since,
      })),
    ),
  );
  return accountId;
}

async function writeRelationships(tx: DbOrTx, accountId: AccountIdOf, now: Date) {
  await tx.insert(relationships).values(
    DEMO_RELATIONSHIPS.map((r) => {
      const at = new Date(now.getTime() - r.ageDays * DAY_MS);
      return {
        buyerAccountId: accountId(r.buyer),
        sellerAccountId: accountId(r.seller),
        buyerStatus: r.buyerStatus,
        sellerStatus: r.sellerStatus,
        additivesEnabled: r.additivesEnabled ?? false,
        message: r.message ?? null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await tx
    .insert(deliveryAddresses)
    .values(DEMO_DELIVERY_ADDRESSES.map(({ account, ...address }) => ({ ...address, accountId: accountId(account) })));
}
