-- Issue 28 parts 2-3, decision 070: invoices and credit notes (issued once, never changed: GoBD),
-- their rendered files, payments, and the credit ledger of entries that are only ever added.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "iban" text;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoice_email" text;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoicing_mode" text DEFAULT 'lifting' NOT NULL CHECK ("invoicing_mode" IN ('lifting', 'order', 'month'));
--> statement-breakpoint
-- The last number issued per seller, document kind and year: the row lock of its UPDATE serialises
-- issuers, and a rolled-back issue rolls the number back, so numbers run without gaps.
CREATE TABLE "document_sequences" (
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "kind" text NOT NULL,
  "year" integer NOT NULL,
  "last_sequence" integer NOT NULL,
  CONSTRAINT "document_sequences_pk" PRIMARY KEY ("seller_account_id", "kind", "year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
  "number" text NOT NULL,
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "buyer_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "lifting_id" integer REFERENCES "liftings"("id"),
  "corrects_invoice_id" integer REFERENCES "invoices"("id"),
  "issued_on" date NOT NULL,
  "due_date" date,
  "currency" text NOT NULL,
  "litres" integer NOT NULL,
  "net_minor" bigint NOT NULL,
  "vat_minor" bigint NOT NULL,
  "gross_minor" bigint NOT NULL CHECK ("gross_minor" >= 0),
  "document" jsonb NOT NULL,
  "issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_number_idx" ON "invoices" ("seller_account_id", "number");
--> statement-breakpoint
CREATE INDEX "invoices_seller_issued_idx" ON "invoices" ("seller_account_id", "issued_on", "id");
--> statement-breakpoint
CREATE INDEX "invoices_buyer_issued_idx" ON "invoices" ("buyer_account_id", "issued_on", "id");
--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" ("order_id");
--> statement-breakpoint
CREATE INDEX "invoices_corrects_idx" ON "invoices" ("corrects_invoice_id") WHERE "corrects_invoice_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "invoice_files" (
  "invoice_id" integer PRIMARY KEY NOT NULL REFERENCES "invoices"("id"),
  "pdf" bytea NOT NULL,
  "cii" text NOT NULL,
  "ubl" text NOT NULL,
  "sha256" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
  "paid_on" date NOT NULL,
  "amount_minor" bigint NOT NULL CHECK ("amount_minor" > 0),
  "reference" text,
  "recorded_by_user_id" integer REFERENCES "users"("id"),
  "recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" ("invoice_id");
--> statement-breakpoint
-- The credit ledger (decision 070): postings and releases beside the orders' own reservations. An
-- entry keyed by an order's due date ends with that order's reservation; one keyed 'infinity' (an
-- invoice's gross, its payments and credit notes) counts until it is settled.
CREATE TABLE "credit_entries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "buyer_account_id" integer NOT NULL,
  "seller_account_id" integer NOT NULL,
  "due_date" date NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('reservation', 'posting', 'release')),
  "amount_minor" bigint NOT NULL,
  "order_id" integer REFERENCES "orders"("id"),
  "invoice_id" integer REFERENCES "invoices"("id"),
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_entries_pair_idx" ON "credit_entries" ("buyer_account_id", "seller_account_id");
--> statement-breakpoint
CREATE FUNCTION "credit_entry_counter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_credit_use AS c (buyer_account_id, seller_account_id, due_date, gross_minor)
  VALUES (NEW.buyer_account_id, NEW.seller_account_id, NEW.due_date, NEW.amount_minor)
  ON CONFLICT (buyer_account_id, seller_account_id, due_date) DO UPDATE SET gross_minor = c.gross_minor + EXCLUDED.gross_minor;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_entries_counter" AFTER INSERT ON "credit_entries" FOR EACH ROW EXECUTE FUNCTION "credit_entry_counter"();
--> statement-breakpoint
-- Issued documents, their files, payments and ledger entries are never changed or removed (GoBD).
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are only ever added', TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_unchanged" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_files_unchanged" BEFORE UPDATE OR DELETE ON "invoice_files" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_unchanged" BEFORE UPDATE OR DELETE ON "invoice_payments" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_entries_unchanged" BEFORE UPDATE OR DELETE ON "credit_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
-- The credit counter now stands for the orders' reservations plus the ledger's entries.
CREATE OR REPLACE VIEW "order_counter_drift" AS
SELECT 'credit' AS "counter", coalesce(c."buyer_account_id", s."buyer_account_id") AS "buyer_account_id",
       coalesce(c."seller_account_id", s."seller_account_id") AS "seller_account_id", coalesce(c."due_date", s."due_date") AS "day",
       coalesce(c."gross_minor", 0) AS "counted", coalesce(s."total", 0) AS "summed"
  FROM "order_credit_use" c
  FULL JOIN (SELECT "buyer_account_id", "seller_account_id", "due_date", sum("amount") AS "total" FROM (
               SELECT "buyer_account_id", "seller_account_id", "due_date", "gross_minor" AS "amount"
                 FROM "orders" WHERE "status" NOT IN ('DECLINED', 'DELETED') AND "paid_at" IS NULL
               UNION ALL
               SELECT "buyer_account_id", "seller_account_id", "due_date", "amount_minor" FROM "credit_entries") u
              GROUP BY 1, 2, 3) s
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
