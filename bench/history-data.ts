// 1,000,000 generated orders for the order history bench (generate_series in one INSERT): every tenth
// order is the first demo seller's, the rest spread over 20 bench sellers; 50 bench buyers.
import { withClient } from './support';

export type HistoryData = {
  seconds: number;
  total: number;
  mine: number;
  seller: number;
  buyer: number;
  product: number;
};

export async function generateHistory(url: string, total: number): Promise<HistoryData> {
  return withClient(url, async (c) => {
    const t0 = Date.now();
    const seller = (await c.query(`select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH'`)).rows[0]
      .id as number;
    await c.query(
      `insert into accounts (type, name, platform) select 'buyer', 'Bench Käufer ' || g, 'A' from generate_series(1, 50) g`,
    );
    await c.query(
      `insert into accounts (type, name, platform) select 'seller', 'Bench Verkäufer ' || g, 'A' from generate_series(1, 20) g`,
    );
    await c.query(`
      insert into users (account_id, username, email, password_hash, first_name, last_name)
      select a.id, 'bench-buyer-' || a.id, 'bench-buyer-' || a.id || '@bench.invalid', 'x', 'Bench', a.name
        from accounts a where a.name like 'Bench Käufer %'`);
    await c.query(`select setseed(0.42)`);
    // Every tenth order is the demo seller's (100,000 of 1,000,000); the rest spread over 20 sellers.
    await c.query(
      `
      with b as (select array_agg(a.id order by a.id) ids, array_agg(u.id order by a.id) users
                   from accounts a join users u on u.account_id = a.id where a.name like 'Bench Käufer %'),
           s as (select array_agg(id order by id) ids from accounts where name like 'Bench Verkäufer %'),
           p as (select array_agg(id order by id) ids from products where type = 'fuel'),
           t as (select array_agg(id order by id) ids from terminals),
           x as (select g, random() r1, random() r2, random() r3, random() r4 from generate_series(1, $1::int) g),
           y as (select g, r4,
                        now() - (r1 * 365 * interval '1 day') as created,
                        (20 + floor(r2 * 61))::int * 500 as litres,
                        950000 + floor(r3 * 800000)::bigint as price
                   from x)
      insert into orders (contract_number, lifting_master_number, pickup_number, market, status, offer_version,
                          seller_account_id, buyer_account_id, buyer_user_id, product_id, terminal_id, litres,
                          price_per_100l_e4, currency, net_minor, vat_rate_bp, vat_minor, gross_minor, credit_days,
                          collection_start_date, collection_end_date, due_date, created_at, updated_at)
      select 'B-' || y.g, 'BM-' || y.g, lpad((y.g::bigint * 7919 % 100000000)::text, 8, '0'),
             (case when y.g % 10 = 3 then 'TRIGGER' else 'SPOT' end)::order_market,
             (array['COMPLETE','COMPLETE','COMPLETE','COMPLETE','COMPLETE','COMPLETE','CONFIRMED','OPEN','DECLINED','TRANSFERRED'])[1 + floor(y.r4 * 10)::int]::order_status,
             1,
             case when y.g % 10 = 0 then $2::int else s.ids[1 + y.g % 20] end,
             b.ids[1 + (y.g / 7) % 50], b.users[1 + (y.g / 7) % 50],
             p.ids[1 + (y.g / 3) % 4], t.ids[1 + (y.g / 11) % array_length(t.ids, 1)],
             y.litres, y.price, 'EUR', n.net, 1900, round(n.net * 0.19), n.net + round(n.net * 0.19), 14,
             y.created::date, y.created::date + 7, y.created::date + 21, y.created, y.created
        from y cross join b cross join s cross join p cross join t
        cross join lateral (select round(y.litres * y.price / 10000.0)::bigint as net) n`,
      [total, seller],
    );
    // A live table is vacuumed by autovacuum; the visibility map lets the history use index-only scans.
    await c.query('vacuum analyze orders');
    const counts = (
      await c.query(
        `select count(*)::int total, count(*) filter (where seller_account_id = $1)::int mine from orders`,
        [seller],
      )
    ).rows[0];
    const buyer = (
      await c.query(
        `select buyer_account_id id from orders where seller_account_id = $1 group by 1 order by count(*) desc limit 1`,
        [seller],
      )
    ).rows[0].id;
    const product = (await c.query(`select id from products where code = 'DIESEL-B7'`)).rows[0].id;
    return { seconds: (Date.now() - t0) / 1000, ...counts, seller, buyer, product };
  });
}
