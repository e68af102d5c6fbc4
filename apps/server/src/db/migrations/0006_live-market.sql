CREATE TYPE "public"."price_type" AS ENUM('FIXED', 'TRACKING', 'API');--> statement-breakpoint
CREATE TYPE "public"."lifting_period_type" AS ENUM('ALL', 'PROMPT');--> statement-breakpoint
CREATE TYPE "public"."price_alert_operator" AS ENUM('GTE', 'LTE');--> statement-breakpoint
CREATE TYPE "public"."price_alert_status" AS ENUM('ACTIVE', 'TRIGGERED');--> statement-breakpoint
CREATE TYPE "public"."pricing_rule_kind" AS ENUM('DUTY', 'DENSITY', 'BIO_BLEND', 'FX', 'FX_LIVE_SYMBOL', 'FX_LIVE_PREMIUM', 'ICE_EXPIRY', 'ICE_LIVE', 'ICE_LIVE_PREMIUM', 'ICE_SETTLE', 'PRODUCT_SETTLE', 'PRICE', 'MIN_PRICE_TRACKING', 'MIN_PRICE_FIXED');--> statement-breakpoint
CREATE TYPE "public"."pricing_rule_scope" AS ENUM('GLOBAL', 'TERMINAL', 'NETWORK', 'PRODUCT', 'OFFER', 'ACCOUNT');--> statement-breakpoint
CREATE TYPE "public"."tick_source" AS ENUM('SIMULATOR', 'API');--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"market_change" boolean DEFAULT false NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"value_e4" integer NOT NULL,
	"operator" "price_alert_operator" NOT NULL,
	"product_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"lifting_period_type" "lifting_period_type" DEFAULT 'ALL' NOT NULL,
	"status" "price_alert_status" DEFAULT 'ACTIVE' NOT NULL,
	"triggered_at" timestamp with time zone,
	"triggered_price_e4" integer,
	"triggered_offer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_feed_control" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"running" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "price_feed_control_single_row" CHECK ("price_feed_control"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "price_ticks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"source" "tick_source" NOT NULL,
	"seller_account_id" integer,
	"quoted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_account_id" integer NOT NULL,
	"kind" "pricing_rule_kind" NOT NULL,
	"scope" "pricing_rule_scope" NOT NULL,
	"group_name" text,
	"params" jsonb NOT NULL,
	"account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"terminal_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"offer_id" integer,
	"duplicate_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "price_type" "price_type" DEFAULT 'FIXED' NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_reservations" ADD COLUMN "price_basis" jsonb;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_triggered_offer_id_offers_id_fk" FOREIGN KEY ("triggered_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_feed_control" ADD CONSTRAINT "price_feed_control_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_ticks" ADD CONSTRAINT "price_ticks_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "market_windows_expires_idx" ON "market_windows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "price_alerts_status_idx" ON "price_alerts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "price_alerts_buyer_idx" ON "price_alerts" USING btree ("buyer_account_id");--> statement-breakpoint
CREATE INDEX "price_ticks_symbol_idx" ON "price_ticks" USING btree ("symbol","quoted_at");--> statement-breakpoint
CREATE INDEX "price_ticks_seller_idx" ON "price_ticks" USING btree ("seller_account_id","symbol","quoted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_rules_duplicate_idx" ON "pricing_rules" USING btree ("seller_account_id","duplicate_key");--> statement-breakpoint
CREATE INDEX "pricing_rules_seller_idx" ON "pricing_rules" USING btree ("seller_account_id","kind");--> statement-breakpoint
INSERT INTO "price_feed_control" ("id", "running") VALUES (1, true) ON CONFLICT DO NOTHING;
