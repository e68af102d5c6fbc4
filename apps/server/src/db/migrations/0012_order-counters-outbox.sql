-- Issue 15 part 1, decision 034: placement reads counters instead of summing open orders, and hands
-- its mails and audit entries to an outbox that a job works off after the commit.
--
-- Credit in use per buyer, seller and due date: the rule of decision 013 (credit-using status, not
-- paid, due today or later) is the sum of the rows due today or later, so an order stops counting on
-- the day after its due date without anyone touching the counter.
CREATE TABLE "order_credit_use" (
  "buyer_account_id" integer NOT NULL,
  "seller_account_id" integer NOT NULL,
  "due_date" date NOT NULL,
  "gross_minor" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "order_credit_use_pk" PRIMARY KEY ("buyer_account_id", "seller_account_id", "due_date")
);
--> statement-breakpoint
-- Litres ordered per buyer, seller, product and business day (Europe/Berlin): the seller's daily limit
-- reads one row, a child account's daily limit the child's rows of the day.
CREATE TABLE "order_daily_volume" (
  "buyer_account_id" integer NOT NULL,
  "day" date NOT NULL,
  "seller_account_id" integer NOT NULL,
  "product_id" integer NOT NULL,
  "litres" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "order_daily_volume_pk" PRIMARY KEY ("buyer_account_id", "day", "seller_account_id", "product_id")
);
--> statement-breakpoint
-- The one place that sees every write to orders (placement, seller decision, history, seeds, a payment
-- feature to come), so no path can forget a counter. The status lists are decision 013's
-- CREDIT_USING_STATUSES and the domain's VOLUME_RELEASING_STATUSES (order_counter_drift and the
-- counter test compare them with the sums).
CREATE FUNCTION "order_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_credit boolean := TG_OP <> 'INSERT' AND OLD.status NOT IN ('DECLINED', 'DELETED') AND OLD.paid_at IS NULL;
  new_credit boolean := TG_OP <> 'DELETE' AND NEW.status NOT IN ('DECLINED', 'DELETED') AND NEW.paid_at IS NULL;
  old_volume boolean := TG_OP <> 'INSERT' AND OLD.status NOT IN ('DECLINED', 'DELETED');
  new_volume boolean := TG_OP <> 'DELETE' AND NEW.status NOT IN ('DECLINED', 'DELETED');
BEGIN
  IF TG_OP = 'UPDATE' AND old_credit = new_credit AND old_volume = new_volume
     AND (OLD.buyer_account_id, OLD.seller_account_id, OLD.product_id, OLD.due_date, OLD.gross_minor, OLD.litres, OLD.created_at)
         IS NOT DISTINCT FROM (NEW.buyer_account_id, NEW.seller_account_id, NEW.product_id, NEW.due_date, NEW.gross_minor, NEW.litres, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF old_credit THEN
    UPDATE order_credit_use SET gross_minor = gross_minor - OLD.gross_minor
     WHERE buyer_account_id = OLD.buyer_account_id AND seller_account_id = OLD.seller_account_id AND due_date = OLD.due_date;
  END IF;
  IF old_volume THEN
    UPDATE order_daily_volume SET litres = litres - OLD.litres
     WHERE buyer_account_id = OLD.buyer_account_id AND day = (OLD.created_at AT TIME ZONE 'Europe/Berlin')::date
       AND seller_account_id = OLD.seller_account_id AND product_id = OLD.product_id;
  END IF;
  IF new_credit THEN
    INSERT INTO order_credit_use AS c (buyer_account_id, seller_account_id, due_date, gross_minor)
    VALUES (NEW.buyer_account_id, NEW.seller_account_id, NEW.due_date, NEW.gross_minor)
    ON CONFLICT (buyer_account_id, seller_account_id, due_date) DO UPDATE SET gross_minor = c.gross_minor + EXCLUDED.gross_minor;
  END IF;
  IF new_volume THEN
    INSERT INTO order_daily_volume AS v (buyer_account_id, day, seller_account_id, product_id, litres)
    VALUES (NEW.buyer_account_id, (NEW.created_at AT TIME ZONE 'Europe/Berlin')::date, NEW.seller_account_id, NEW.product_id, NEW.litres)
    ON CONFLICT (buyer_account_id, day, seller_account_id, product_id) DO UPDATE SET litres = v.litres + EXCLUDED.litres;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counters" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_counters"();
--> statement-breakpoint
-- Backfill from the orders there are.
INSERT INTO "order_credit_use" ("buyer_account_id", "seller_account_id", "due_date", "gross_minor")
SELECT "buyer_account_id", "seller_account_id", "due_date", sum("gross_minor")
  FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED') AND "paid_at" IS NULL
 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "order_daily_volume" ("buyer_account_id", "day", "seller_account_id", "product_id", "litres")
SELECT "buyer_account_id", ("created_at" AT TIME ZONE 'Europe/Berlin')::date, "seller_account_id", "product_id", sum("litres")
  FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED')
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Counter rows that differ from the sums they stand for (empty when all is well): for tests, the
-- bench and an operator's check.
CREATE VIEW "order_counter_drift" AS
SELECT 'credit' AS "counter", coalesce(c."buyer_account_id", s."buyer_account_id") AS "buyer_account_id",
       coalesce(c."seller_account_id", s."seller_account_id") AS "seller_account_id", coalesce(c."due_date", s."due_date") AS "day",
       coalesce(c."gross_minor", 0) AS "counted", coalesce(s."total", 0) AS "summed"
  FROM "order_credit_use" c
  FULL JOIN (SELECT "buyer_account_id", "seller_account_id", "due_date", sum("gross_minor") AS "total"
               FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED') AND "paid_at" IS NULL GROUP BY 1, 2, 3) s
    ON s."buyer_account_id" = c."buyer_account_id" AND s."seller_account_id" = c."seller_account_id" AND s."due_date" = c."due_date"
 WHERE coalesce(c."gross_minor", 0) <> coalesce(s."total", 0)
UNION ALL
SELECT 'volume', coalesce(v."buyer_account_id", s."buyer_account_id"), coalesce(v."seller_account_id", s."seller_account_id"), coalesce(v."day", s."day"),
       coalesce(v."litres", 0), coalesce(s."total", 0)
  FROM "order_daily_volume" v
  FULL JOIN (SELECT "buyer_account_id", ("created_at" AT TIME ZONE 'Europe/Berlin')::date AS "day", "seller_account_id", "product_id", sum("litres") AS "total"
               FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED') GROUP BY 1, 2, 3, 4) s
    ON s."buyer_account_id" = v."buyer_account_id" AND s."day" = v."day" AND s."seller_account_id" = v."seller_account_id" AND s."product_id" = v."product_id"
 WHERE coalesce(v."litres", 0) <> coalesce(s."total", 0);
--> statement-breakpoint
-- Work a transaction hands over to after its commit (placement's mails and audit entries): written
-- in the transaction, worked off by the outbox job (claimed, done, or retried with its error kept).
CREATE TABLE "outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "payload" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "claimed_at" timestamp with time zone,
  "done_at" timestamp with time zone,
  "attempts" integer DEFAULT 0 NOT NULL,
  "error" text
);
--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "done_at" IS NULL;
