import { sql } from 'drizzle-orm';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { DbOrTx } from '../client';

/**
 * Liftings of the demo's orders (issue 28 part 5), so the order pages show them on first start: every
 * completed fuel order was lifted in one load a little off its ordered litres (within the ±2 %
 * tolerance, decision 069), and a transferred order whose collection period is still running has half
 * of it lifted. Transferred orders past their period keep no lifting (they stand for orders marked
 * before liftings existed, which the close-short job leaves alone). One statement, deterministic.
 */
export async function writeDemoLiftings(tx: DbOrTx, now: Date): Promise<void> {
  const today = businessDate(now);
  await tx.execute(sql`
    insert into liftings (order_id, seller_account_id, bol_number, lifted_at, litres_15, density_kg_l,
                          vehicle_ref, recorded_by_user_id, recorded_at)
    select o.id, o.seller_account_id, 'LS-' || o.contract_number,
           least(o.collection_start_date + time '06:30' + (o.id % 9) * interval '1 hour', ${now}::timestamptz),
           case when o.status = 'COMPLETE' then o.litres - (o.id % 7 - 3) * (o.litres / 1000)
                else o.litres / 2 end,
           0.8450 + (o.id % 5) * 0.0010,
           'Demo-Lkw ' || (o.id % 40 + 1),
           (select min(u.id) from users u where u.account_id = o.seller_account_id),
           least(o.collection_start_date + time '08:00' + (o.id % 9) * interval '1 hour', ${now}::timestamptz)
      from orders o
     where o.market in ('SPOT', 'TRIGGER')
       and (o.status = 'COMPLETE' or (o.status = 'TRANSFERRED' and o.collection_end_date >= ${today}::date))`);
}
