-- Issue 13, decision 026: trigger contracts (a seller's monthly volume for one buyer), offline
-- triggers, and the contract of a TRIGGER order.
CREATE TYPE "public"."trigger_contract_status" AS ENUM('ACTIVE', 'PAUSED', 'ENDED');
--> statement-breakpoint
CREATE TABLE "trigger_contracts" (
  "id" serial PRIMARY KEY NOT NULL,
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "buyer_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  "terminal_id" integer NOT NULL REFERENCES "terminals"("id"),
  "ekk_number" text DEFAULT '' NOT NULL,
  "month" text NOT NULL,
  "price_basis" jsonb NOT NULL,
  "trigger_window" jsonb NOT NULL,
  "volume_litres" integer NOT NULL,
  "triggered_litres" integer DEFAULT 0 NOT NULL,
  "offline_litres" integer DEFAULT 0 NOT NULL,
  "min_order_litres" integer NOT NULL,
  "max_order_litres" integer NOT NULL,
  "daily_trigger_limit" integer NOT NULL,
  "comment" text DEFAULT '' NOT NULL,
  "petrol_mix" jsonb,
  "status" "trigger_contract_status" DEFAULT 'ACTIVE' NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- The volume guard of decision 026: whatever a bug does, the month's volume is never exceeded.
  CONSTRAINT "trigger_contracts_volume_check" CHECK ("triggered_litres" >= 0 AND "offline_litres" >= 0 AND "triggered_litres" + "offline_litres" <= "volume_litres")
);
--> statement-breakpoint
CREATE INDEX "trigger_contracts_buyer_month_idx" ON "trigger_contracts" USING btree ("buyer_account_id", "month");
--> statement-breakpoint
CREATE INDEX "trigger_contracts_seller_month_idx" ON "trigger_contracts" USING btree ("seller_account_id", "month");
--> statement-breakpoint
CREATE TABLE "offline_triggers" (
  "id" serial PRIMARY KEY NOT NULL,
  "contract_id" integer NOT NULL REFERENCES "trigger_contracts"("id"),
  "litres" integer NOT NULL,
  "price_per_100l_e4" bigint NOT NULL,
  "comment" text DEFAULT '' NOT NULL,
  "recorded_by_user_id" integer NOT NULL REFERENCES "users"("id"),
  "triggered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offline_triggers_contract_idx" ON "offline_triggers" USING btree ("contract_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trigger_contract_id" integer REFERENCES "trigger_contracts"("id");
--> statement-breakpoint
CREATE INDEX "orders_trigger_contract_idx" ON "orders" USING btree ("trigger_contract_id", "created_at");
