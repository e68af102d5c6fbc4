-- Issue 16, decision 041: statistics read daily, monthly and all-time aggregates of the orders, kept
-- by a trigger in the writing transaction itself (like the counters of decision 034); news items of
-- the sellers; saved settings per user.
--
-- Orders and litres per seller, Berlin business day, buyer, product, terminal and delivery address.
-- Counted are the orders that are not cancelled (every status but DECLINED and DELETED). A row whose
-- count falls to zero is deleted, so the filter options never offer what has no orders.
CREATE TABLE "order_stats_daily" (
  "seller_account_id" integer NOT NULL,
  "day" date NOT NULL,
  "buyer_account_id" integer NOT NULL,
  "product_id" integer NOT NULL,
  "terminal_id" integer,
  "delivery_address_id" integer,
  "orders" integer DEFAULT 0 NOT NULL,
  "litres" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The key, and a seller's reads (an index-only scan of a seller's days); a buyer's reads use the second.
CREATE UNIQUE INDEX "order_stats_daily_seller_idx" ON "order_stats_daily" USING btree
  ("seller_account_id", "day", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id") INCLUDE ("orders", "litres") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "order_stats_daily_buyer_idx" ON "order_stats_daily" USING btree
  ("buyer_account_id", "day", "seller_account_id", "product_id", "terminal_id", "delivery_address_id") INCLUDE ("orders", "litres");
--> statement-breakpoint
-- The same per month (first day of the Berlin month): a long period reads its whole months here and
-- only its first and last partial month from the days.
CREATE TABLE "order_stats_monthly" (
  "seller_account_id" integer NOT NULL,
  "month" date NOT NULL,
  "buyer_account_id" integer NOT NULL,
  "product_id" integer NOT NULL,
  "terminal_id" integer,
  "delivery_address_id" integer,
  "orders" integer DEFAULT 0 NOT NULL,
  "litres" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_stats_monthly_seller_idx" ON "order_stats_monthly" USING btree
  ("seller_account_id", "month", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id") INCLUDE ("orders", "litres") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "order_stats_monthly_buyer_idx" ON "order_stats_monthly" USING btree
  ("buyer_account_id", "month", "seller_account_id", "product_id", "terminal_id", "delivery_address_id") INCLUDE ("orders", "litres");
--> statement-breakpoint
-- The same over all time: "Alle" and the filter options read one row per combination ever ordered.
CREATE TABLE "order_stats_totals" (
  "seller_account_id" integer NOT NULL,
  "buyer_account_id" integer NOT NULL,
  "product_id" integer NOT NULL,
  "terminal_id" integer,
  "delivery_address_id" integer,
  "orders" integer DEFAULT 0 NOT NULL,
  "litres" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_stats_totals_seller_idx" ON "order_stats_totals" USING btree
  ("seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id") INCLUDE ("orders", "litres") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "order_stats_totals_buyer_idx" ON "order_stats_totals" USING btree
  ("buyer_account_id", "seller_account_id", "product_id", "terminal_id", "delivery_address_id") INCLUDE ("orders", "litres");
--> statement-breakpoint
-- Adds n orders and l litres to the day's, the month's and the all-time row of one combination (n = -1 takes one away).
CREATE FUNCTION "order_stats_add"(s integer, d date, b integer, p integer, t integer, a integer, n integer, l bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', d)::date;
  left_orders integer;
BEGIN
  INSERT INTO order_stats_daily AS x (seller_account_id, day, buyer_account_id, product_id, terminal_id, delivery_address_id, orders, litres)
  VALUES (s, d, b, p, t, a, n, l)
  ON CONFLICT (seller_account_id, day, buyer_account_id, product_id, terminal_id, delivery_address_id)
  DO UPDATE SET orders = x.orders + EXCLUDED.orders, litres = x.litres + EXCLUDED.litres
  RETURNING x.orders INTO left_orders;
  IF left_orders = 0 THEN
    DELETE FROM order_stats_daily
     WHERE seller_account_id = s AND day = d AND buyer_account_id = b AND product_id = p
       AND terminal_id IS NOT DISTINCT FROM t AND delivery_address_id IS NOT DISTINCT FROM a;
  END IF;
  INSERT INTO order_stats_monthly AS x (seller_account_id, month, buyer_account_id, product_id, terminal_id, delivery_address_id, orders, litres)
  VALUES (s, m, b, p, t, a, n, l)
  ON CONFLICT (seller_account_id, month, buyer_account_id, product_id, terminal_id, delivery_address_id)
  DO UPDATE SET orders = x.orders + EXCLUDED.orders, litres = x.litres + EXCLUDED.litres
  RETURNING x.orders INTO left_orders;
  IF left_orders = 0 THEN
    DELETE FROM order_stats_monthly
     WHERE seller_account_id = s AND month = m AND buyer_account_id = b AND product_id = p
       AND terminal_id IS NOT DISTINCT FROM t AND delivery_address_id IS NOT DISTINCT FROM a;
  END IF;
  INSERT INTO order_stats_totals AS x (seller_account_id, buyer_account_id, product_id, terminal_id, delivery_address_id, orders, litres)
  VALUES (s, b, p, t, a, n, l)
  ON CONFLICT (seller_account_id, buyer_account_id, product_id, terminal_id, delivery_address_id)
  DO UPDATE SET orders = x.orders + EXCLUDED.orders, litres = x.litres + EXCLUDED.litres
  RETURNING x.orders INTO left_orders;
  IF left_orders = 0 THEN
    DELETE FROM order_stats_totals
     WHERE seller_account_id = s AND buyer_account_id = b AND product_id = p
       AND terminal_id IS NOT DISTINCT FROM t AND delivery_address_id IS NOT DISTINCT FROM a;
  END IF;
END
$$;
--> statement-breakpoint
-- Every write to orders passes here (placement, seller decisions, seeds, benches), so no path can
-- forget the statistics. The cancelled statuses are the domain's VOLUME_RELEASING_STATUSES.
CREATE FUNCTION "order_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP <> 'INSERT' AND OLD.status NOT IN ('DECLINED', 'DELETED');
  new_counts boolean := TG_OP <> 'DELETE' AND NEW.status NOT IN ('DECLINED', 'DELETED');
BEGIN
  IF TG_OP = 'UPDATE' AND old_counts = new_counts
     AND (OLD.seller_account_id, OLD.buyer_account_id, OLD.product_id, OLD.terminal_id, OLD.delivery_address_id, OLD.litres, OLD.created_at)
         IS NOT DISTINCT FROM (NEW.seller_account_id, NEW.buyer_account_id, NEW.product_id, NEW.terminal_id, NEW.delivery_address_id, NEW.litres, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    PERFORM order_stats_add(OLD.seller_account_id, (OLD.created_at AT TIME ZONE 'Europe/Berlin')::date, OLD.buyer_account_id,
                            OLD.product_id, OLD.terminal_id, OLD.delivery_address_id, -1, -OLD.litres);
  END IF;
  IF new_counts THEN
    PERFORM order_stats_add(NEW.seller_account_id, (NEW.created_at AT TIME ZONE 'Europe/Berlin')::date, NEW.buyer_account_id,
                            NEW.product_id, NEW.terminal_id, NEW.delivery_address_id, 1, NEW.litres);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: every transaction takes its aggregate rows last, after the counters of 0012,
-- the offer and contract rows and anything else it locks, and each order's rows in one order (day,
-- month, all time). A placement and a seller's decline of the same buyer's older order therefore
-- never wait on each other in a circle over the all-time row they share, and the rows stay locked
-- for the commit only.
CREATE CONSTRAINT TRIGGER "orders_stats" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "order_stats"();
--> statement-breakpoint
-- Backfill from the orders there are.
INSERT INTO "order_stats_daily" ("seller_account_id", "day", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "orders", "litres")
SELECT "seller_account_id", ("created_at" AT TIME ZONE 'Europe/Berlin')::date, "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", count(*), sum("litres")
  FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED')
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "order_stats_monthly" ("seller_account_id", "month", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "orders", "litres")
SELECT "seller_account_id", date_trunc('month', "day")::date, "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", sum("orders"), sum("litres")
  FROM "order_stats_daily"
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "order_stats_totals" ("seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", "orders", "litres")
SELECT "seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id", sum("orders"), sum("litres")
  FROM "order_stats_monthly"
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Aggregate rows that differ from the sums of the orders they stand for (empty when all is well): for
-- tests, the bench and an operator's check. A missing terminal or address compares as 0.
CREATE VIEW "order_stats_drift" AS
WITH s AS (
  SELECT "seller_account_id", ("created_at" AT TIME ZONE 'Europe/Berlin')::date AS "day", "buyer_account_id", "product_id",
         coalesce("terminal_id", 0) AS "terminal_id", coalesce("delivery_address_id", 0) AS "delivery_address_id",
         count(*)::integer AS "orders", sum("litres")::bigint AS "litres"
    FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED')
   GROUP BY 1, 2, 3, 4, 5, 6
), m AS (
  SELECT "seller_account_id", date_trunc('month', "day")::date AS "day", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id",
         sum("orders")::integer AS "orders", sum("litres")::bigint AS "litres"
    FROM s GROUP BY 1, 2, 3, 4, 5, 6
), a AS (
  SELECT "seller_account_id", "buyer_account_id", "product_id", "terminal_id", "delivery_address_id",
         sum("orders")::integer AS "orders", sum("litres")::bigint AS "litres"
    FROM s GROUP BY 1, 2, 3, 4, 5
)
SELECT 'daily' AS "aggregate", coalesce(d."seller_account_id", s."seller_account_id") AS "seller_account_id", coalesce(d."day", s."day") AS "day",
       coalesce(d."buyer_account_id", s."buyer_account_id") AS "buyer_account_id", coalesce(d."product_id", s."product_id") AS "product_id",
       coalesce(d."orders", 0) AS "counted_orders", coalesce(s."orders", 0) AS "summed_orders",
       coalesce(d."litres", 0) AS "counted_litres", coalesce(s."litres", 0) AS "summed_litres"
  FROM "order_stats_daily" d
  FULL JOIN s ON s."seller_account_id" = d."seller_account_id" AND s."day" = d."day" AND s."buyer_account_id" = d."buyer_account_id"
   AND s."product_id" = d."product_id" AND s."terminal_id" = coalesce(d."terminal_id", 0) AND s."delivery_address_id" = coalesce(d."delivery_address_id", 0)
 WHERE coalesce(d."orders", 0) <> coalesce(s."orders", 0) OR coalesce(d."litres", 0) <> coalesce(s."litres", 0)
UNION ALL
SELECT 'monthly', coalesce(x."seller_account_id", m."seller_account_id"), coalesce(x."month", m."day"),
       coalesce(x."buyer_account_id", m."buyer_account_id"), coalesce(x."product_id", m."product_id"),
       coalesce(x."orders", 0), coalesce(m."orders", 0), coalesce(x."litres", 0), coalesce(m."litres", 0)
  FROM "order_stats_monthly" x
  FULL JOIN m ON m."seller_account_id" = x."seller_account_id" AND m."day" = x."month" AND m."buyer_account_id" = x."buyer_account_id"
   AND m."product_id" = x."product_id" AND m."terminal_id" = coalesce(x."terminal_id", 0) AND m."delivery_address_id" = coalesce(x."delivery_address_id", 0)
 WHERE coalesce(x."orders", 0) <> coalesce(m."orders", 0) OR coalesce(x."litres", 0) <> coalesce(m."litres", 0)
UNION ALL
SELECT 'totals', coalesce(x."seller_account_id", a."seller_account_id"), NULL::date,
       coalesce(x."buyer_account_id", a."buyer_account_id"), coalesce(x."product_id", a."product_id"),
       coalesce(x."orders", 0), coalesce(a."orders", 0), coalesce(x."litres", 0), coalesce(a."litres", 0)
  FROM "order_stats_totals" x
  FULL JOIN a ON a."seller_account_id" = x."seller_account_id" AND a."buyer_account_id" = x."buyer_account_id"
   AND a."product_id" = x."product_id" AND a."terminal_id" = coalesce(x."terminal_id", 0) AND a."delivery_address_id" = coalesce(x."delivery_address_id", 0)
 WHERE coalesce(x."orders", 0) <> coalesce(a."orders", 0) OR coalesce(x."litres", 0) <> coalesce(a."litres", 0);
--> statement-breakpoint
-- The dashboard's open orders: a seller's orders awaiting its decision (also the work queue badge of
-- the order history) and a buyer's orders it sees as open; small partial indexes, counted in a few ms.
CREATE INDEX "orders_seller_open_idx" ON "orders" USING btree ("seller_account_id") WHERE "status" IN ('OPEN', 'IN_REVIEW');
--> statement-breakpoint
CREATE INDEX "orders_buyer_open_idx" ON "orders" USING btree ("buyer_account_id") WHERE "status" IN ('OPEN', 'IN_REVIEW', 'INCOMPLETE');
--> statement-breakpoint
-- News of the sellers (spec section 3 "News": date, seller, text); the box reads a seller's newest first.
CREATE TABLE "news_items" (
  "id" serial PRIMARY KEY NOT NULL,
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "author_user_id" integer NOT NULL REFERENCES "users"("id"),
  "date" date NOT NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_items_seller_date_idx" ON "news_items" USING btree ("seller_account_id", "date" DESC, "id" DESC);
--> statement-breakpoint
-- Settings a user saves (spec section 3 "Saved statistics settings": ACCOUNT_RANKING_OPTIONS,
-- PRODUCT_VOLUME_OPTIONS), one JSON value per key, validated by the contract on the way in.
CREATE TABLE "user_settings" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "value" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_settings_pk" PRIMARY KEY ("user_id", "key")
);
