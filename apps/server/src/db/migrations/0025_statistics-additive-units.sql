-- Issue 24 part 7, decision 052: the statistics aggregates of 0016 keep fuel volume and additive
-- quantities apart. An additive order (market ADDITIVE, decision 043) stores its purchase unit and
-- units; the aggregates now carry the purchase unit in their key (NULL for fuel, so "fuel" is exactly
-- the rows without one: the CHECK orders_additive_check of 0018 sets it for every additive order and
-- for no fuel order) and the units beside the litres. Units are summed per purchase unit only: a 20 L
-- canister and a litre of bulk are not the same unit.
ALTER TABLE "order_stats_daily" ADD COLUMN "purchase_unit_id" integer;
--> statement-breakpoint
ALTER TABLE "order_stats_daily" ADD COLUMN "units" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_stats_monthly" ADD COLUMN "purchase_unit_id" integer;
--> statement-breakpoint
ALTER TABLE "order_stats_monthly" ADD COLUMN "units" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_stats_totals" ADD COLUMN "purchase_unit_id" integer;
--> statement-breakpoint
ALTER TABLE "order_stats_totals" ADD COLUMN "units" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The keys gain the purchase unit (last, so every read keeps its index-only scan of the caller's rows).
DROP INDEX "order_stats_daily_seller_idx";
--> statement-breakpoint
DROP INDEX "order_stats_daily_buyer_idx";
--> statement-breakpoint
DROP INDEX "order_stats_monthly_seller_idx";
--> statement-breakpoint
DROP INDEX "order_stats_monthly_buyer_idx";
--> statement-breakpoint
DROP INDEX "order_stats_totals_seller_idx";
--> statement-breakpoint
DROP INDEX "order_stats_totals_buyer_idx";
--> statement-breakpoint
DROP VIEW "order_stats_drift";
--> statement-breakpoint
DROP TRIGGER "orders_stats" ON "orders";
--> statement-breakpoint
DROP FUNCTION "order_stats"();
--> statement-breakpoint
DROP FUNCTION "order_stats_add"(integer, date, integer, integer, integer, integer, integer, bigint);
--> statement-breakpoint
-- Rebuilt from the orders below: the existing rows have no purchase unit, so an additive order's row
-- would otherwise stay keyed as fuel.
TRUNCATE "order_stats_daily", "order_stats_monthly", "order_stats_totals";
--> statement-breakpoint
CREATE UNIQUE INDEX "order_stats_daily_seller_idx" ON "order_stats_daily" USING btree
  ("seller_account_id", "day", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id") INCLUDE ("orders", "litres", "units") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "order_stats_daily_buyer_idx" ON "order_stats_daily" USING btree
  ("buyer_account_id", "day", "seller_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id") INCLUDE ("orders", "litres", "units");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_stats_monthly_seller_idx" ON "order_stats_monthly" USING btree
  ("seller_account_id", "month", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id") INCLUDE ("orders", "litres", "units") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "order_stats_monthly_buyer_idx" ON "order_stats_monthly" USING btree
  ("buyer_account_id", "month", "seller_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id") INCLUDE ("orders", "litres", "units");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_stats_totals_seller_idx" ON "order_stats_totals" USING btree
  ("seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id") INCLUDE ("orders", "litres", "units") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "order_stats_totals_buyer_idx" ON "order_stats_totals" USING btree
  ("buyer_account_id", "seller_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id") INCLUDE ("orders", "litres", "units");
--> statement-breakpoint
-- Adds n orders, l litres and k units (of purchase unit u, NULL for fuel) to the day's, the month's
-- and the all-time row of one combination (n = -1 takes one away). As in 0016 otherwise.
CREATE FUNCTION "order_stats_add"(s integer, d date, b integer, p integer, t integer, a integer, u integer, n integer, l bigint, k bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', d)::date;
  left_orders integer;
BEGIN
  INSERT INTO order_stats_daily AS x (seller_account_id, day, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id, orders, litres, units)
  VALUES (s, d, b, p, t, a, u, n, l, k)
  ON CONFLICT (seller_account_id, day, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id)
  DO UPDATE SET orders = x.orders + EXCLUDED.orders, litres = x.litres + EXCLUDED.litres, units = x.units + EXCLUDED.units
  RETURNING x.orders INTO left_orders;
  IF left_orders = 0 THEN
    DELETE FROM order_stats_daily
     WHERE seller_account_id = s AND day = d AND buyer_account_id = b AND product_id = p
       AND terminal_id IS NOT DISTINCT FROM t AND delivery_address_id IS NOT DISTINCT FROM a AND purchase_unit_id IS NOT DISTINCT FROM u;
  END IF;
  INSERT INTO order_stats_monthly AS x (seller_account_id, month, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id, orders, litres, units)
  VALUES (s, m, b, p, t, a, u, n, l, k)
  ON CONFLICT (seller_account_id, month, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id)
  DO UPDATE SET orders = x.orders + EXCLUDED.orders, litres = x.litres + EXCLUDED.litres, units = x.units + EXCLUDED.units
  RETURNING x.orders INTO left_orders;
  IF left_orders = 0 THEN
    DELETE FROM order_stats_monthly
     WHERE seller_account_id = s AND month = m AND buyer_account_id = b AND product_id = p
       AND terminal_id IS NOT DISTINCT FROM t AND delivery_address_id IS NOT DISTINCT FROM a AND purchase_unit_id IS NOT DISTINCT FROM u;
  END IF;
  INSERT INTO order_stats_totals AS x (seller_account_id, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id, orders, litres, units)
  VALUES (s, b, p, t, a, u, n, l, k)
  ON CONFLICT (seller_account_id, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id)
  DO UPDATE SET orders = x.orders + EXCLUDED.orders, litres = x.litres + EXCLUDED.litres, units = x.units + EXCLUDED.units
  RETURNING x.orders INTO left_orders;
  IF left_orders = 0 THEN
    DELETE FROM order_stats_totals
     WHERE seller_account_id = s AND buyer_account_id = b AND product_id = p
       AND terminal_id IS NOT DISTINCT FROM t AND delivery_address_id IS NOT DISTINCT FROM a AND purchase_unit_id IS NOT DISTINCT FROM u;
  END IF;
END
$$;
--> statement-breakpoint
-- As in 0016, plus the purchase unit and the units (a fuel order has neither: units count as 0).
CREATE FUNCTION "order_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP <> 'INSERT' AND OLD.status NOT IN ('DECLINED', 'DELETED');
  new_counts boolean := TG_OP <> 'DELETE' AND NEW.status NOT IN ('DECLINED', 'DELETED');
BEGIN
  IF TG_OP = 'UPDATE' AND old_counts = new_counts
     AND (OLD.seller_account_id, OLD.buyer_account_id, OLD.product_id, OLD.terminal_id, OLD.delivery_address_id, OLD.purchase_unit_id, OLD.units, OLD.litres, OLD.created_at)
         IS NOT DISTINCT FROM (NEW.seller_account_id, NEW.buyer_account_id, NEW.product_id, NEW.terminal_id, NEW.delivery_address_id, NEW.purchase_unit_id, NEW.units, NEW.litres, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    PERFORM order_stats_add(OLD.seller_account_id, (OLD.created_at AT TIME ZONE 'Europe/Berlin')::date, OLD.buyer_account_id,
                            OLD.product_id, OLD.terminal_id, OLD.delivery_address_id, OLD.purchase_unit_id, -1, -OLD.litres, -coalesce(OLD.units, 0));
  END IF;
  IF new_counts THEN
    PERFORM order_stats_add(NEW.seller_account_id, (NEW.created_at AT TIME ZONE 'Europe/Berlin')::date, NEW.buyer_account_id,
                            NEW.product_id, NEW.terminal_id, NEW.delivery_address_id, NEW.purchase_unit_id, 1, NEW.litres, coalesce(NEW.units, 0));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, as in 0016 (decision 041: no lock circle over the shared rows).
CREATE CONSTRAINT TRIGGER "orders_stats" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "order_stats"();
--> statement-breakpoint
-- Backfill from the orders there are.
INSERT INTO "order_stats_daily" ("seller_account_id", "day", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id", "orders", "litres", "units")
SELECT "seller_account_id", ("created_at" AT TIME ZONE 'Europe/Berlin')::date, "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id",
       count(*), sum("litres"), coalesce(sum("units"), 0)
  FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED')
 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "order_stats_monthly" ("seller_account_id", "month", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id", "orders", "litres", "units")
SELECT "seller_account_id", date_trunc('month', "day")::date, "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id", sum("orders"), sum("litres"), sum("units")
  FROM "order_stats_daily"
 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "order_stats_totals" ("seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id", "orders", "litres", "units")
SELECT "seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id", sum("orders"), sum("litres"), sum("units")
  FROM "order_stats_monthly"
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- As in 0016, with the purchase unit in the key and the units compared (a missing purchase unit
-- compares as 0, like a missing terminal or address).
CREATE VIEW "order_stats_drift" AS
WITH s AS (
  SELECT "seller_account_id", ("created_at" AT TIME ZONE 'Europe/Berlin')::date AS "day", "buyer_account_id", "product_id",
         coalesce("terminal_id", 0) AS "terminal_id", coalesce("delivery_address_id", 0) AS "delivery_address_id",
         coalesce("purchase_unit_id", 0) AS "purchase_unit_id",
         count(*)::integer AS "orders", sum("litres")::bigint AS "litres", coalesce(sum("units"), 0)::bigint AS "units"
    FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED')
   GROUP BY 1, 2, 3, 4, 5, 6, 7
), m AS (
  SELECT "seller_account_id", date_trunc('month', "day")::date AS "day", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id",
         sum("orders")::integer AS "orders", sum("litres")::bigint AS "litres", sum("units")::bigint AS "units"
    FROM s GROUP BY 1, 2, 3, 4, 5, 6, 7
), a AS (
  SELECT "seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "purchase_unit_id",
         sum("orders")::integer AS "orders", sum("litres")::bigint AS "litres", sum("units")::bigint AS "units"
    FROM s GROUP BY 1, 2, 3, 4, 5, 6
)
SELECT 'daily' AS "aggregate", coalesce(d."seller_account_id", s."seller_account_id") AS "seller_account_id", coalesce(d."day", s."day") AS "day",
       coalesce(d."buyer_account_id", s."buyer_account_id") AS "buyer_account_id", coalesce(d."product_id", s."product_id") AS "product_id",
       coalesce(d."purchase_unit_id", nullif(s."purchase_unit_id", 0)) AS "purchase_unit_id",
       coalesce(d."orders", 0) AS "counted_orders", coalesce(s."orders", 0) AS "summed_orders",
       coalesce(d."litres", 0) AS "counted_litres", coalesce(s."litres", 0) AS "summed_litres",
       coalesce(d."units", 0) AS "counted_units", coalesce(s."units", 0) AS "summed_units"
  FROM "order_stats_daily" d
  FULL JOIN s ON s."seller_account_id" = d."seller_account_id" AND s."day" = d."day" AND s."buyer_account_id" = d."buyer_account_id"
   AND s."product_id" = d."product_id" AND s."terminal_id" = coalesce(d."terminal_id", 0) AND s."delivery_address_id" = coalesce(d."delivery_address_id", 0)
   AND s."purchase_unit_id" = coalesce(d."purchase_unit_id", 0)
 WHERE coalesce(d."orders", 0) <> coalesce(s."orders", 0) OR coalesce(d."litres", 0) <> coalesce(s."litres", 0) OR coalesce(d."units", 0) <> coalesce(s."units", 0)
UNION ALL
SELECT 'monthly', coalesce(x."seller_account_id", m."seller_account_id"), coalesce(x."month", m."day"),
       coalesce(x."buyer_account_id", m."buyer_account_id"), coalesce(x."product_id", m."product_id"),
       coalesce(x."purchase_unit_id", nullif(m."purchase_unit_id", 0)),
       coalesce(x."orders", 0), coalesce(m."orders", 0), coalesce(x."litres", 0), coalesce(m."litres", 0), coalesce(x."units", 0), coalesce(m."units", 0)
  FROM "order_stats_monthly" x
  FULL JOIN m ON m."seller_account_id" = x."seller_account_id" AND m."day" = x."month" AND m."buyer_account_id" = x."buyer_account_id"
   AND m."product_id" = x."product_id" AND m."terminal_id" = coalesce(x."terminal_id", 0) AND m."delivery_address_id" = coalesce(x."delivery_address_id", 0)
   AND m."purchase_unit_id" = coalesce(x."purchase_unit_id", 0)
 WHERE coalesce(x."orders", 0) <> coalesce(m."orders", 0) OR coalesce(x."litres", 0) <> coalesce(m."litres", 0) OR coalesce(x."units", 0) <> coalesce(m."units", 0)
UNION ALL
SELECT 'totals', coalesce(x."seller_account_id", a."seller_account_id"), NULL::date,
       coalesce(x."buyer_account_id", a."buyer_account_id"), coalesce(x."product_id", a."product_id"),
       coalesce(x."purchase_unit_id", nullif(a."purchase_unit_id", 0)),
       coalesce(x."orders", 0), coalesce(a."orders", 0), coalesce(x."litres", 0), coalesce(a."litres", 0), coalesce(x."units", 0), coalesce(a."units", 0)
  FROM "order_stats_totals" x
  FULL JOIN a ON a."seller_account_id" = x."seller_account_id" AND a."buyer_account_id" = x."buyer_account_id"
   AND a."product_id" = x."product_id" AND a."terminal_id" = coalesce(x."terminal_id", 0) AND a."delivery_address_id" = coalesce(x."delivery_address_id", 0)
   AND a."purchase_unit_id" = coalesce(x."purchase_unit_id", 0)
 WHERE coalesce(x."orders", 0) <> coalesce(a."orders", 0) OR coalesce(x."litres", 0) <> coalesce(a."litres", 0) OR coalesce(x."units", 0) <> coalesce(a."units", 0);
