import { eq, sql } from 'drizzle-orm';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { currencyOf } from '@fuel/domain/brands/currency';
import { resolveFeatureFlags } from '@fuel/domain/brands/feature-flags';
import { businessDate } from '@fuel/domain/offers/business-time';
import { invoiceFor } from '@fuel/domain/pricing/money';
import { vatFor } from '@fuel/domain/tax/vat';
import { addDays } from '@fuel/domain/calendar/days';
import { contractNumber, generatePickupNumber, liftingMasterNumber } from '@fuel/domain/trading/order-numbers';
import { monthDays } from '@fuel/domain/calendar/days';
import { monthOf, ROUND_THE_CLOCK, type TriggerWindow } from '@fuel/domain/trigger-contracts/trigger-rules';
import { seededRandom } from '../../shared/seeded-random';
import type { DbOrTx } from '../client';
import { offlineTriggers, orders, products, terminals, triggerContracts, users } from '../schema';
import type { DemoAccountKey } from './demo-accounts';

/**
 * Trigger contracts of the seed's month (issue 13): Heizöl Schmidt (kaeufer) has two with
 * Hanseatische (verkaeufer), one open around the clock with room for several triggers a day (so the
 * journey works at any hour, nothing triggered today), one on weekdays with online triggers of earlier
 * days and one offline trigger. Energiehandel Bauer (bauer) has one too, but Hanseatische has
 * disabled that relationship since, so its list shows "Verbindung zum Verkäufer unterbrochen". Heizöl
 * Schmidt also has a petrol mix (Super E5/E10 60/40, issue 24).
 */

const WEEKDAYS: TriggerWindow = { days: [1, 2, 3, 4, 5], from: '07:00', to: '17:00' };

type DemoContract = {
  buyer: DemoAccountKey;
  product: string;
  terminal: string;
  ekkNumber: string;
  futureMonth: 'M00' | 'M01';
  premium: number;
  premiumUnit: 'USD_MT' | 'EUR_100L15';
  window: TriggerWindow;
  volumeCbm: number;
  minCbm: number;
  maxCbm: number;
  dailyLimit: number;
  comment: string;
  /** Online triggers of earlier days of the month: cbm and price per 100 L. */
  online: Array<{ cbm: number; price: number }>;
  offline: Array<{ cbm: number; price: number; comment: string }>;
  /** A petrol mix: product codes with their shares and the flexibility; lifting from the month's first day. */
  mix?: { split: Array<{ product: string; percent: number }>; flexibilityPercent: number };
};

const DEMO_CONTRACTS: DemoContract[] = [
  {
    buyer: 'schmidt',
    product: 'HEL-SCHWEFELARM',
    terminal: 'HH-HAR',
    ekkNumber: 'EKK-4711',
    futureMonth: 'M01',
    premium: 24.5,
    premiumUnit: 'USD_MT',
    window: ROUND_THE_CLOCK,
    volumeCbm: 600,
    minCbm: 5,
    maxCbm: 60,
    dailyLimit: 5,
    comment: 'Rund um die Uhr triggerbar',
    online: [],
    offline: [],
  },
  {
    buyer: 'schmidt',
    product: 'DIESEL-B7',
    terminal: 'HH-HAR',
    ekkNumber: 'EKK-4712',
    futureMonth: 'M00',
    premium: 3.2,
    premiumUnit: 'EUR_100L15',
    window: WEEKDAYS,
    volumeCbm: 300,
    minCbm: 10,
    maxCbm: 40,
    dailyLimit: 2,
    comment: '',
    // Prices of earlier days as composed (issue 24): about 54 commodity + 3.20 premium + 47.04 energy duty + 14.70 CO2 levy.
    online: [
      { cbm: 25, price: 119.84 },
      { cbm: 12, price: 118.92 },
    ],
    offline: [{ cbm: 20, price: 119.1, comment: 'Telefonisch mit Herrn Schmidt vereinbart' }],
  },
  {
    buyer: 'bauer',
    product: 'HEL-SCHWEFELARM',
    terminal: 'HB-IND',
    ekkNumber: 'EKK-5120',
    futureMonth: 'M01',
    premium: 26,
    premiumUnit: 'USD_MT',
    window: WEEKDAYS,
    volumeCbm: 150,
    minCbm: 10,
    maxCbm: 30,
    dailyLimit: 2,
    comment: '',
    online: [],
    offline: [],
  },
  // Issue 24 part 5: a petrol mix, each trigger split 60/40 into a Super E5 and a Super E10 order.
  {
    buyer: 'schmidt',
    product: 'SUPER-E5',
    terminal: 'HH-HAR',
    ekkNumber: 'EKK-4713',
    futureMonth: 'M01',
    premium: 2.5,
    premiumUnit: 'EUR_100L15',
    window: ROUND_THE_CLOCK,
    volumeCbm: 200,
    minCbm: 5,
    maxCbm: 40,
    dailyLimit: 5,
    comment: 'Benzin-Mix Super E5/E10',
    online: [],
    offline: [],
    mix: {
      split: [
        { product: 'SUPER-E5', percent: 60 },
        { product: 'SUPER-E10', percent: 40 },
      ],
      flexibilityPercent: 10,
    },
  },
];

export async function writeDemoTriggerContracts(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  opts: { brand: BrandId; now: Date },
): Promise<void> {
  const random = seededRandom(2613);
  const flags = resolveFeatureFlags(opts.brand, {});
  const currency = currencyOf(flags);
  const vatRateBp = vatFor('DE', flags.SWISS_VAT).rateBasisPoints;
  const month = monthOf(opts.now);
  const today = businessDate(opts.now);
  const { first, last } = monthDays(month);
  const sellerId = accountId('hanseatische');
  const [verkaeufer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'verkaeufer'));
  const productRows = await tx.select({ id: products.id, code: products.code }).from(products);
  const terminalRows = await tx.select({ id: terminals.id, code: terminals.code }).from(terminals);
  const productId = new Map(productRows.map((p) => [p.code, p.id]));
  const terminalId = new Map(terminalRows.map((t) => [t.code, t.id]));

  for (const d of DEMO_CONTRACTS) {
    const buyerId = accountId(d.buyer);
    const onlineLitres = d.online.reduce((s, o) => s + o.cbm * 1000, 0);
    const offlineLitres = d.offline.reduce((s, o) => s + o.cbm * 1000, 0);
    const [contract] = await tx
      .insert(triggerContracts)
      .values({
        sellerAccountId: sellerId,
        buyerAccountId: buyerId,
        productId: productId.get(d.product)!,
        terminalId: terminalId.get(d.terminal)!,
        ekkNumber: d.ekkNumber,
        month,
        priceBasis: { futureMonth: d.futureMonth, premium: d.premium, premiumUnit: d.premiumUnit },
        triggerWindow: d.window,
        volumeLitres: d.volumeCbm * 1000,
        triggeredLitres: onlineLitres,
        offlineLitres,
        minOrderLitres: d.minCbm * 1000,
        maxOrderLitres: d.maxCbm * 1000,
        dailyTriggerLimit: d.dailyLimit,
        comment: d.comment,
        petrolMix: d.mix
          ? {
              split: d.mix.split.map((p) => ({ productId: productId.get(p.product)!, percent: p.percent })),
              flexibilityPercent: d.mix.flexibilityPercent,
              liftingStart: first,
            }
          : null,
        createdAt: new Date(`${first}T06:00:00Z`),
        updatedAt: opts.now,
      })
      .returning({ id: triggerContracts.id });
    const [buyerUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, buyerId))
      .orderBy(users.id)
      .limit(1);

    for (const [i, t] of d.online.entries()) {
      // Earlier days of the month where there are any (else this morning), lifted within the month.
      const day =
        addDays(today, -(d.online.length - i) * 2) >= first ? addDays(today, -(d.online.length - i) * 2) : today;
      const created = new Date(
        Math.min(
          new Date(`${day}T08:${10 + i * 7}:00Z`).getTime(),
          opts.now.getTime() - (d.online.length - i) * 60_000,
        ),
      );
      const liftingTo = addDays(day, 5) <= last ? addDays(day, 5) : last;
      const litres = t.cbm * 1000;
      const priceE4 = Math.round(t.price * 10_000);
      const invoice = invoiceFor(litres, priceE4, vatRateBp);
      const seq = (await tx.execute(sql`select nextval('order_contract_number_seq') as n`)) as unknown as {
        rows: Array<{ n: string | number }>;
      };
      const n = Number(seq.rows[0]!.n);
      const year = Number(day.slice(0, 4));
      await tx.insert(orders).values({
        contractNumber: contractNumber(year, n),
        liftingMasterNumber: liftingMasterNumber(d.terminal, year, n),
        pickupNumber: generatePickupNumber(() => Math.floor(random() * 0x1_0000_0000)),
        market: 'TRIGGER',
        status: i === 0 ? 'CONFIRMED' : 'OPEN',
        offerId: null,
        triggerContractId: contract!.id,
        sellerAccountId: sellerId,
        buyerAccountId: buyerId,
        buyerUserId: buyerUser!.id,
        productId: productId.get(d.product)!,
        terminalId: terminalId.get(d.terminal)!,
        litres,
        pricePer100lE4: priceE4,
        currency,
        netMinor: invoice.netMinor,
        vatRateBp,
        vatMinor: invoice.vatMinor,
        grossMinor: invoice.grossMinor,
        creditDays: 30,
        collectionStartDate: day,
        collectionEndDate: liftingTo,
        dueDate: addDays(liftingTo, 30),
        // The confirmed one is paid (a day later, at the latest now), so kaeufer keeps its credit free as the other demo orders do.
        paidAt: i === 0 ? new Date(Math.min(created.getTime() + 86_400_000, opts.now.getTime())) : null,
        createdAt: created,
        updatedAt: created,
      });
    }
    for (const o of d.offline) {
      await tx.insert(offlineTriggers).values({
        contractId: contract!.id,
        litres: o.cbm * 1000,
        pricePer100lE4: Math.round(o.price * 10_000),
        comment: o.comment,
        recordedByUserId: verkaeufer!.id,
        triggeredAt: new Date(
          Math.min(
            Math.max(new Date(`${first}T09:00:00Z`).getTime(), opts.now.getTime() - 3 * 86_400_000),
            opts.now.getTime() - 60_000,
          ),
        ),
      });
    }
  }
}
