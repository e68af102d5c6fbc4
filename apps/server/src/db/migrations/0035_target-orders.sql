-- Issue 29: target-price orders ("Zielpreis-Orders"). A buyer names product, terminals (or a region),
-- litres and an all-in price per 100 L; the marketplace orders through the normal placement the moment a
-- connected seller's offer reaches it. Each fill is one order; target_order_fills ties them together.
CREATE TYPE "target_order_status" AS ENUM ('ACTIVE', 'PAUSED', 'FILLED', 'CANCELLED');
--> statement-breakpoint
CREATE TABLE "target_orders" (
  "id" serial PRIMARY KEY NOT NULL,
  "buyer_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  "terminal_ids" integer[] NOT NULL DEFAULT '{}',
  "region_id" integer REFERENCES "regions"("id"),
  "litres" integer NOT NULL CHECK ("litres" > 0),
  "filled_litres" integer NOT NULL DEFAULT 0 CHECK ("filled_litres" >= 0),
  "fills" integer NOT NULL DEFAULT 0,
  "target_price_e4" integer NOT NULL CHECK ("target_price_e4" > 0),
  "lifting_from" date,
  "lifting_to" date,
  "valid_until" timestamp with time zone NOT NULL,
  "status" "target_order_status" NOT NULL DEFAULT 'ACTIVE',
  "refusal" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "target_orders_where" CHECK (cardinality("terminal_ids") > 0 OR "region_id" IS NOT NULL),
  CONSTRAINT "target_orders_filled" CHECK ("filled_litres" <= "litres")
);
--> statement-breakpoint
-- The matcher reads the active ones by product (issue 29 part 5).
CREATE INDEX "target_orders_active_idx" ON "target_orders" ("product_id", "valid_until") WHERE "status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "target_orders_buyer_idx" ON "target_orders" ("buyer_account_id", "id");
--> statement-breakpoint
CREATE TABLE "target_order_fills" (
  "target_order_id" integer NOT NULL REFERENCES "target_orders"("id"),
  "fill_no" integer NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "offer_id" integer NOT NULL REFERENCES "offers"("id"),
  "litres" integer NOT NULL,
  "price_e4" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("target_order_id", "fill_no")
);
--> statement-breakpoint
-- Issue 29 part 3: the seller's consent per offer. NULL = not chosen: fixed-price offers are in, live
-- ones out (domain target-order-rules autoExecutionOf). auto_max_litres caps one automatic order.
ALTER TABLE "offers" ADD COLUMN "auto_execution" boolean;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "auto_max_litres" integer CHECK ("auto_max_litres" IS NULL OR "auto_max_litres" > 0);
