-- Issue 17 parts 4-6 (decision 043): additive orders are placed through trading like fuel orders, as
-- orders of market ADDITIVE; buyers ask sellers to collect empty barrels.
--
-- The new enum value is not used in this migration: PostgreSQL allows a value added in a transaction
-- to be used only after its commit (the migrations run in one transaction).
ALTER TYPE "order_market" ADD VALUE IF NOT EXISTS 'ADDITIVE';
--> statement-breakpoint
-- An additive order: the offer, the purchase unit, the number of units and the price per unit it was
-- bought at, and the buyer's additive delivery location. litres (units x litres of a unit) and
-- price_per_100l_e4 (the same price per 100 L) keep their meaning, so the counters of decision 034,
-- the history's volume and price columns and their indexes serve both product types unchanged.
ALTER TABLE "orders" ADD COLUMN "additive_offer_id" integer REFERENCES "additive_offers"("id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_unit_id" integer REFERENCES "additive_purchase_units"("id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_per_unit_e4" bigint;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "additive_location_id" integer REFERENCES "additive_locations"("id");
--> statement-breakpoint
-- All of an additive order's facts or none (a fuel order).
ALTER TABLE "orders" ADD CONSTRAINT "orders_additive_check" CHECK (
  ("additive_offer_id" IS NULL AND "purchase_unit_id" IS NULL AND "units" IS NULL AND "price_per_unit_e4" IS NULL AND "additive_location_id" IS NULL)
  OR ("additive_offer_id" IS NOT NULL AND "purchase_unit_id" IS NOT NULL AND "units" > 0 AND "price_per_unit_e4" > 0 AND "additive_location_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "orders_additive_offer_idx" ON "orders" USING btree ("additive_offer_id") WHERE "additive_offer_id" IS NOT NULL;
--> statement-breakpoint
-- Empty-barrel pickup requests (spec sections 1, 3 and 9): a buyer asks a seller it trades additives
-- with to collect empty containers. The pickup address is copied (from one of the buyer's additive
-- locations or typed freely), so a later change of the location does not move a planned pickup.
CREATE TYPE "public"."empty_barrel_status" AS ENUM('OPEN', 'SCHEDULED', 'DONE');
--> statement-breakpoint
CREATE TABLE "empty_barrel_requests" (
  "id" serial PRIMARY KEY NOT NULL,
  "buyer_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "buyer_user_id" integer NOT NULL REFERENCES "users"("id"),
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  "purchase_unit_id" integer NOT NULL REFERENCES "additive_purchase_units"("id"),
  "units" integer NOT NULL,
  "location_id" integer REFERENCES "additive_locations"("id"),
  "street" text NOT NULL,
  "post_code" text NOT NULL,
  "city" text NOT NULL,
  "county" text DEFAULT '' NOT NULL,
  "country" text NOT NULL,
  "preferred_date" date NOT NULL,
  "comment" text,
  "status" "empty_barrel_status" DEFAULT 'OPEN' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "empty_barrel_requests_units_check" CHECK ("units" > 0)
);
--> statement-breakpoint
-- The buyer's last 5 and the seller's list, newest first (ties by id).
CREATE INDEX "empty_barrel_requests_buyer_idx" ON "empty_barrel_requests" USING btree ("buyer_account_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "empty_barrel_requests_seller_idx" ON "empty_barrel_requests" USING btree ("seller_account_id", "created_at", "id");
