import { sql } from 'drizzle-orm';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { currencyOf } from '@fuel/domain/brands/currency';
import { resolveFeatureFlags } from '@fuel/domain/brands/feature-flags';
import { invoiceFor } from '@fuel/domain/pricing/money';
import { vatFor } from '@fuel/domain/tax/vat';
import { addDays } from '@fuel/domain/calendar/days';
import { contractNumber, generatePickupNumber, liftingMasterNumber } from '@fuel/domain/trading/order-numbers';
import type { OrderStatus } from '@fuel/domain/trading/order-status';
import { startOfDay } from '@fuel/domain/formats/date';
import { businessDate } from '@fuel/domain/offers/business-time';
import { seededRandom } from '../../shared/seeded-random';
import type { DbOrTx } from '../client';
import { orders, paymentTerms, terminals, users } from '../schema';
import type { DemoAccountKey } from './demo-accounts';
import { DEMO_RELATIONSHIPS } from './demo-relationships';
import type { DemoOffer } from './demo-offers';

/**
 * A year of demo orders (about 2,000) of the demo buyers at their enabled sellers, placed against the
 * demo offers of the day: old ones mostly complete and paid, recent ones confirmed or open. Written in
 * bulk inserts of BATCH rows, then each offer's sold volume is set from its orders in one update.
 */

const DAY_MS = 86_400_000;
const BATCH = 500;
const HISTORY_DAYS = 365;
/** How many orders a working day brings across all demo relationships (weekends: a few). */
const ORDERS_PER_WEEKDAY = 7;
const ORDERS_PER_WEEKEND_DAY = 1;

/**
 * How much of the trade each enabled relationship has (relative), the credit days the seller grants,
 * and how much open (unpaid, not yet due) gross value the buyer keeps at most: older orders count as
 * paid, so every demo buyer, kaeufer's company above all, keeps most of its credit limit free.
 */
const PAIR_PROFILE: Partial<Record<string, { weight: number; creditDays: number; openBudget: number }>> = {
  'schmidt>hanseatische': { weight: 5, creditDays: 30, openBudget: 60_000 },
  'aviat>hanseatische': { weight: 3, creditDays: 30, openBudget: 80_000 },
  'aviat>rheinRuhr': { weight: 3, creditDays: 30, openBudget: 60_000 },
  'aviatNord>hanseatische': { weight: 2, creditDays: 14, openBudget: 30_000 },
  'aviatNord>rheinRuhr': { weight: 1, creditDays: 14, openBudget: 20_000 },
  'aviatSued>hanseatische': { weight: 1, creditDays: 14, openBudget: 20_000 },
  'aviatSued>rheinRuhr': { weight: 2, creditDays: 14, openBudget: 20_000 },
  'bauer>sueddeutsche': { weight: 4, creditDays: 14, openBudget: 40_000 },
  'weber>hanseatische': { weight: 1, creditDays: 14, openBudget: 10_000 },
};
const DEFAULT_PROFILE = { weight: 1, creditDays: 14, openBudget: 10_000 };

/** Products by share of the trade: heating oil and diesel dominate. */
const PRODUCT_WEIGHT: Record<string, number> = {
  'HEL-SCHWEFELARM': 4,
  'DIESEL-B7': 4,
  'SUPER-E5': 1.5,
  'SUPER-E10': 1.5,
};

type Pair = {
  buyer: DemoAccountKey;
  seller: DemoAccountKey;
  ageDays: number;
  weight: number;
  creditDays: number;
  openBudget: number;
};

function tradingPairs(): Pair[] {
  return DEMO_RELATIONSHIPS.filter((r) => r.buyerStatus === 'ENABLED' && r.sellerStatus === 'ENABLED').flatMap((r) => {
    const profile = PAIR_PROFILE[`${r.buyer}>${r.seller}`] ?? DEFAULT_PROFILE;
    return [{ buyer: r.buyer, seller: r.seller, ageDays: r.ageDays, ...profile }];
  });
}

function pickWeighted<T>(items: T[], weight: (t: T) => number, random: () => number): T {
  const total = items.reduce((s, i) => s + weight(i), 0);
  let r = random() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

/** A status that fits the order's age (days before today). */
export function statusFor(ageDays: number, random: () => number): OrderStatus {
  const r = random();
  if (ageDays === 0) return r < 0.75 ? 'OPEN' : 'IN_REVIEW';
  if (ageDays <= 3) return r < 0.6 ? 'CONFIRMED' : r < 0.85 ? 'OPEN' : r < 0.95 ? 'IN_REVIEW' : 'DECLINED';
  if (ageDays <= 14) return r < 0.5 ? 'TRANSFERRED' : r < 0.9 ? 'CONFIRMED' : r < 0.95 ? 'DECLINED' : 'INCOMPLETE';
  return r < 0.92 ? 'COMPLETE' : r < 0.96 ? 'DECLINED' : r < 0.975 ? 'DELETED' : 'INCOMPLETE';
}

const CANCELLED: OrderStatus[] = ['DECLINED', 'DELETED'];

export type PaymentFields = {
  status?: OrderStatus;
  sellerAccountId: number;
  buyerAccountId: number;
  grossMinor: number;
  dueDate: string;
  createdAt: Date;
  paidAt?: Date | null;
};

/**
 * Orders whose due date has passed were paid on it; of the orders still running, each buyer leaves
 * the newest unpaid up to its open budget and has paid the rest (a day after ordering, at the latest now).
 */
export function markPaid(
  planned: PaymentFields[],
  pairs: Array<Pick<Pair, 'buyer' | 'seller' | 'openBudget'>>,
  accountId: (key: DemoAccountKey) => number,
  today: string,
  now: Date,
) {
  const budget = new Map(pairs.map((p) => [`${accountId(p.buyer)}>${accountId(p.seller)}`, p.openBudget * 100]));
  for (const o of [...planned].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
    if (o.status && CANCELLED.includes(o.status)) continue;
    if (o.dueDate < today) {
      o.paidAt = new Date(`${o.dueDate}T10:00:00Z`);
      continue;
    }
    const key = `${o.buyerAccountId}>${o.sellerAccountId}`;
    const left = budget.get(key) ?? 0;
    if (o.grossMinor <= left) budget.set(key, left - o.grossMinor);
    else o.paidAt = new Date(Math.min(o.createdAt.getTime() + DAY_MS, now.getTime()));
  }
}

export async function writeDemoOrders(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  demoOffers: DemoOffer[],
  opts: { brand: BrandId; now: Date },
): Promise<number> {
  const random = seededRandom(4711);
  const flags = resolveFeatureFlags(opts.brand, {});
  const vatRateBp = vatFor('DE', flags.SWISS_VAT).rateBasisPoints;
  const currency = currencyOf(flags);
  const today = businessDate(opts.now);

  // One after the other: a transaction is one connection.
  const userRows = await tx.select({ id: users.id, accountId: users.accountId }).from(users).orderBy(users.id);
  const termRows = await tx.select({ id: paymentTerms.id, creditDays: paymentTerms.creditDays }).from(paymentTerms);
  const terminalRows = await tx.select({ id: terminals.id, code: terminals.code }).from(terminals);
  const firstUserOf = new Map<number, number>();
  for (const u of userRows) if (!firstUserOf.has(u.accountId)) firstUserOf.set(u.accountId, u.id);
  const termFor = new Map(termRows.map((t) => [t.creditDays, t.id]));
  const terminalCode = new Map(terminalRows.map((t) => [t.id, t.code]));

  // Offers by seller: the history offers cover every past day of their month, the current ones today.
  const offersBySeller = new Map<number, DemoOffer[]>();
  for (const o of demoOffers) {
    if (o.lineIndex < 0) continue;
    offersBySeller.set(o.sellerAccountId, [...(offersBySeller.get(o.sellerAccountId) ?? []), o]);
  }

  const pairs = tradingPairs();
  type Planned = Omit<typeof orders.$inferInsert, 'contractNumber' | 'liftingMasterNumber'> & { createdAt: Date };
  const planned: Planned[] = [];

  for (let age = HISTORY_DAYS; age >= 0; age--) {
    const day = addDays(today, -age);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const count = Math.round((weekend ? ORDERS_PER_WEEKEND_DAY : ORDERS_PER_WEEKDAY) * (0.5 + random()));
    const open = pairs.filter((p) => p.ageDays >= age);
    const dayStart = startOfDay(new Date(`${day}T12:00:00Z`)).getTime();
    for (let i = 0; i < count && open.length > 0; i++) {
      const pair = pickWeighted(open, (p) => p.weight, random);
      const sellerId = accountId(pair.seller);
      const buyerId = accountId(pair.buyer);
      const candidates = (offersBySeller.get(sellerId) ?? []).filter((o) =>
        age === 0 ? o.current : !o.current && o.startDate <= day && day <= o.endDate,
      );
      if (candidates.length === 0) continue;
      const offer = pickWeighted(candidates, (o) => PRODUCT_WEIGHT[o.line.product] ?? 1, random);
      // Business hours 06:00-18:00; today's orders never lie in the future.
      let created = dayStart + (6 * 60 + Math.floor(random() * 12 * 60)) * 60_000;
      if (created > opts.now.getTime()) created = opts.now.getTime() - Math.floor(random() * 60) * 60_000;
      if (created < dayStart) continue;
      const litres = (20 + Math.floor(random() * 61)) * 500;
      const invoice = invoiceFor(litres, offer.pricePer100lE4, vatRateBp);
      const status = statusFor(age, random);
      const collectionStartDate = day;
      const collectionEndDate = addDays(day, offer.liftingDays);
      const dueDate = addDays(collectionEndDate, pair.creditDays);
      const dayOfMonth = Number(day.slice(8, 10));
      planned.push({
        pickupNumber: generatePickupNumber(() => Math.floor(random() * 0x1_0000_0000)),
        market: 'SPOT',
        status,
        offerId: offer.id,
        offerVersion: offer.version === 2 && dayOfMonth < 15 ? 1 : offer.version,
        sellerAccountId: sellerId,
        buyerAccountId: buyerId,
        buyerUserId: firstUserOf.get(buyerId)!,
        productId: offer.productId,
        terminalId: offer.terminalId,
        litres,
        pricePer100lE4: offer.pricePer100lE4,
        currency,
        netMinor: invoice.netMinor,
        vatRateBp,
        vatMinor: invoice.vatMinor,
        grossMinor: invoice.grossMinor,
        paymentTermId: termFor.get(pair.creditDays) ?? null,
        creditDays: pair.creditDays,
        collectionStartDate,
        collectionEndDate,
        dueDate,
        paidAt: null,
        sellerComment: status === 'DECLINED' ? 'Leider ist die Menge im gewünschten Zeitraum nicht verfügbar.' : null,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      });
    }
  }
  if (planned.length === 0) return 0;
  markPaid(planned, pairs, accountId, today, opts.now);

  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Contract numbers come from the same sequence as live orders, in the order the demo orders were placed.
  const seq = await tx.execute<{ v: number }>(
    sql`select nextval('order_contract_number_seq')::int as v from generate_series(1, ${planned.length}::int) order by 1`,
  );
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const seqValues = (seq as unknown as { rows: Array<{ v: number }> }).rows.map((r) => Number(r.v));
  const rows = planned.map((o, i) => {
    const year = Number(businessDate(o.createdAt).slice(0, 4));
    const n = seqValues[i]!;
    return {
      ...o,
      contractNumber: contractNumber(year, n),
      liftingMasterNumber: liftingMasterNumber(terminalCode.get(o.terminalId!) ?? null, year, n),
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(orders).values(rows.slice(i, i + BATCH));

  // remaining = total - sold: sold is what the non-cancelled orders took from each offer.
  await tx.execute(sql`
    update offers o
       set sold_litres = s.sold, total_litres = greatest(o.total_litres, s.sold)
      from (select offer_id, sum(litres)::int as sold from orders
             where status not in ('DECLINED', 'DELETED') and offer_id is not null group by offer_id) s
     where o.id = s.offer_id`);
  return rows.length;
}
