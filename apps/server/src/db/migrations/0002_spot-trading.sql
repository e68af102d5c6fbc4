CREATE TYPE "public"."offer_status" AS ENUM('ACTIVE', 'PAUSED', 'REMOVED');--> statement-breakpoint
CREATE TYPE "public"."price_input_unit" AS ENUM('EUR_100L15', 'EUR_L');--> statement-breakpoint
CREATE TYPE "public"."pricing_type" AS ENUM('FIXED', 'LIVE');--> statement-breakpoint
CREATE TYPE "public"."order_market" AS ENUM('SPOT', 'TRIGGER');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('OPEN', 'IN_REVIEW', 'CONFIRMED', 'TRANSFERRED', 'COMPLETE', 'INCOMPLETE', 'DECLINED', 'DELETED');--> statement-breakpoint
CREATE SEQUENCE "public"."order_contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "relationship_products" (
	"relationship_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"credit_days" integer NOT NULL,
	"daily_limit_litres" integer,
	CONSTRAINT "relationship_products_relationship_id_product_id_pk" PRIMARY KEY("relationship_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "relationship_terminals" (
	"relationship_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	CONSTRAINT "relationship_terminals_relationship_id_terminal_id_pk" PRIMARY KEY("relationship_id","terminal_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"terminal_id" integer,
	"delivery_region_id" integer,
	"status" "offer_status" DEFAULT 'ACTIVE' NOT NULL,
	"pricing_type" "pricing_type" DEFAULT 'FIXED' NOT NULL,
	"price_input_unit" "price_input_unit" DEFAULT 'EUR_100L15' NOT NULL,
	"price_per_100l_e4" bigint,
	"live_pricing" jsonb,
	"total_litres" integer NOT NULL,
	"sold_litres" integer DEFAULT 0 NOT NULL,
	"min_order_litres" integer NOT NULL,
	"max_order_litres" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_start_time" text NOT NULL,
	"daily_end_time" text NOT NULL,
	"lifting_period_id" integer,
	"collection_start_date" date,
	"collection_end_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"offer_version" integer NOT NULL,
	"terms_version" integer NOT NULL,
	"litres" integer NOT NULL,
	"price_per_100l_e4" bigint NOT NULL,
	"delivery_address_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"lifting_master_number" text NOT NULL,
	"pickup_number" text NOT NULL,
	"market" "order_market" DEFAULT 'SPOT' NOT NULL,
	"status" "order_status" DEFAULT 'OPEN' NOT NULL,
	"offer_id" integer,
	"offer_version" integer DEFAULT 1 NOT NULL,
	"seller_account_id" integer NOT NULL,
	"buyer_account_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"terminal_id" integer,
	"delivery_region_id" integer,
	"delivery_address_id" integer,
	"litres" integer NOT NULL,
	"price_per_100l_e4" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"payment_term_id" integer,
	"credit_days" integer NOT NULL,
	"collection_start_date" date NOT NULL,
	"collection_end_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"price_basis" jsonb,
	"idempotency_key" text,
	"seller_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_contract_number_unique" UNIQUE("contract_number")
);
--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "credit_limit_minor" bigint;--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "payment_term_id" integer;--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "relationship_products" ADD CONSTRAINT "relationship_products_relationship_id_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."relationships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationship_products" ADD CONSTRAINT "relationship_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationship_terminals" ADD CONSTRAINT "relationship_terminals_relationship_id_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."relationships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationship_terminals" ADD CONSTRAINT "relationship_terminals_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_delivery_region_id_regions_id_fk" FOREIGN KEY ("delivery_region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lifting_period_id_lifting_periods_id_fk" FOREIGN KEY ("lifting_period_id") REFERENCES "public"."lifting_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_reservations" ADD CONSTRAINT "basket_reservations_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_reservations" ADD CONSTRAINT "basket_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_reservations" ADD CONSTRAINT "basket_reservations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_reservations" ADD CONSTRAINT "basket_reservations_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_region_id_regions_id_fk" FOREIGN KEY ("delivery_region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_account_id","status");--> statement-breakpoint
CREATE INDEX "offers_market_idx" ON "offers" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "basket_user_idx" ON "basket_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("buyer_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;