import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@fuel/domain/calendar/days';
import { businessDate } from '@fuel/domain/offers/business-time';
import { e4FromPer100l } from '@fuel/domain/pricing/units';
import type { DbOrTx } from '../client';
import { products, targetOrders, terminals, users } from '../schema';

/**
 * kaeufer's target-price orders (issue 29), so "Zielpreis-Orders" shows them with their distance on first
 * start: a forward purchase (lifting in two weeks) and a diesel order, both paused. Paused, they never buy
 * behind a browser spec's back, and the matcher has nothing to price every 5 s (on PGlite each run would
 * hold the one connection for the buyer's whole market); "Fortsetzen" makes them active. Terminals the
 * brand's catalogue lacks are left out.
 */
export async function writeDemoTargetOrders(tx: DbOrTx, now: Date): Promise<void> {
  const [buyer] = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.username, 'kaeufer'));
  const rows = await tx
    .select({ code: terminals.code, id: terminals.id })
    .from(terminals)
    .where(inArray(terminals.code, ['HH-HAR', 'HB-IND']));
  const [heizoel] = await tx.select({ id: products.id }).from(products).where(eq(products.code, 'HEL-SCHWEFELARM'));
  const [diesel] = await tx.select({ id: products.id }).from(products).where(eq(products.code, 'DIESEL-B7'));
  if (!buyer || rows.length === 0 || !heizoel || !diesel) return;
  const validUntil = new Date(now.getTime() + 7 * 86_400_000);
  const day = (n: number) => addDays(businessDate(now), n);
  const base = { buyerAccountId: buyer.accountId, userId: buyer.id, validUntil, createdAt: now, updatedAt: now };
  await tx.insert(targetOrders).values([
    {
      ...base,
      productId: heizoel.id,
      terminalIds: rows.map((r) => r.id),
      litres: 30_000,
      targetPriceE4: e4FromPer100l(85),
      liftingFrom: day(14),
      liftingTo: day(21),
      status: 'PAUSED',
    },
    {
      ...base,
      productId: diesel.id,
      terminalIds: [rows[0]!.id],
      litres: 20_000,
      targetPriceE4: e4FromPer100l(120),
      status: 'PAUSED',
    },
  ]);
}
