-- Issue 17, decision 042: the additive market. A seller account sells fuel, additives or both
-- (accounts.seller_kind); additive products are catalogue products of type 'additive', sold in
-- purchase units (canister, drum, IBC, bulk); sellers publish additive offers priced per unit; a
-- seller allows each buyer additive products (with relationships.additives_enabled, which exists
-- since 0000); buyers keep additive delivery locations.
CREATE TYPE "public"."seller_kind" AS ENUM('FUEL', 'ADDITIVES', 'FUEL_AND_ADDITIVES');
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "seller_kind" "seller_kind";
--> statement-breakpoint
-- Every seller so far sold fuel.
UPDATE "accounts" SET "seller_kind" = 'FUEL' WHERE "type" = 'seller';
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_seller_kind_check" CHECK ("seller_kind" IS NULL OR "type" = 'seller');
--> statement-breakpoint
CREATE TYPE "public"."additive_container" AS ENUM('CANISTER', 'DRUM', 'IBC', 'BULK');
--> statement-breakpoint
CREATE TABLE "additive_purchase_units" (
  "id" serial PRIMARY KEY NOT NULL,
  "code" text NOT NULL UNIQUE,
  "name" text NOT NULL,
  "container" "additive_container" NOT NULL,
  "size" numeric(12, 3) NOT NULL,
  "unit" "product_unit" NOT NULL,
  "litres" integer NOT NULL,
  "returnable" boolean DEFAULT false NOT NULL,
  "sort" integer DEFAULT 0 NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  CONSTRAINT "additive_purchase_units_litres_check" CHECK ("litres" > 0 AND "size" > 0)
);
--> statement-breakpoint
CREATE TABLE "additive_product_units" (
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  "purchase_unit_id" integer NOT NULL REFERENCES "additive_purchase_units"("id"),
  CONSTRAINT "additive_product_units_pk" PRIMARY KEY ("product_id", "purchase_unit_id")
);
--> statement-breakpoint
CREATE TABLE "additive_offers" (
  "id" serial PRIMARY KEY NOT NULL,
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "product_id" integer NOT NULL,
  "purchase_unit_id" integer NOT NULL,
  "status" "offer_status" DEFAULT 'ACTIVE' NOT NULL,
  "price_per_unit_e4" bigint NOT NULL,
  "min_units" integer NOT NULL,
  "max_units" integer NOT NULL,
  "total_units" integer NOT NULL,
  "sold_units" integer DEFAULT 0 NOT NULL,
  "delivery_days" integer DEFAULT 0 NOT NULL,
  "comment" text,
  "cloned_from_id" integer REFERENCES "additive_offers"("id"),
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- The unit must be one the product is sold in.
  CONSTRAINT "additive_offers_product_unit_fk" FOREIGN KEY ("product_id", "purchase_unit_id")
    REFERENCES "additive_product_units"("product_id", "purchase_unit_id"),
  CONSTRAINT "additive_offers_price_check" CHECK ("price_per_unit_e4" > 0),
  CONSTRAINT "additive_offers_units_check" CHECK ("min_units" >= 1 AND "min_units" <= "max_units" AND "delivery_days" >= 0),
  -- Whatever a bug does, no more units are sold than offered.
  CONSTRAINT "additive_offers_sold_check" CHECK ("sold_units" >= 0 AND "sold_units" <= "total_units")
);
--> statement-breakpoint
CREATE INDEX "additive_offers_seller_idx" ON "additive_offers" USING btree ("seller_account_id", "status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "additive_offers_market_idx" ON "additive_offers" USING btree ("status", "seller_account_id", "product_id");
--> statement-breakpoint
CREATE TABLE "relationship_additive_products" (
  "relationship_id" integer NOT NULL REFERENCES "relationships"("id") ON DELETE cascade,
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  "credit_days" integer NOT NULL,
  CONSTRAINT "relationship_additive_products_pk" PRIMARY KEY ("relationship_id", "product_id")
);
--> statement-breakpoint
CREATE INDEX "relationship_additive_products_product_idx" ON "relationship_additive_products" USING btree ("product_id");
--> statement-breakpoint
CREATE TABLE "additive_locations" (
  "id" serial PRIMARY KEY NOT NULL,
  "account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "street" text NOT NULL,
  "post_code" text NOT NULL,
  "city" text NOT NULL,
  "county" text NOT NULL,
  "country" text DEFAULT 'DE' NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "additive_locations_account_idx" ON "additive_locations" USING btree ("account_id", "county", "post_code");
