-- Issue 15 part 2, decision 035: the version of the market read model. Every committed change of
-- what a buyer's market is built from (offers except their sold volume, relationships and their
-- allowances, buyer terms, child-account settings, delivery addresses, pricing rules, the catalogue
-- and the accounts) moves it, in the writing transaction itself, through statement-level triggers: no
-- writer can forget it and every server process reads the same truth with one primary-key lookup.
-- The value comes from a sequence so that it never repeats, even after the row was truncated.
CREATE SEQUENCE "market_read_model_seq";
--> statement-breakpoint
CREATE TABLE "market_read_model" (
  "id" integer PRIMARY KEY NOT NULL DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "market_read_model" ("id", "version") VALUES (1, nextval('market_read_model_seq'));
--> statement-breakpoint
CREATE FUNCTION "market_read_model_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO market_read_model (id, version) VALUES (1, nextval('market_read_model_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Orders change only sold_litres (and updated_at): they are left out here so that placements never
-- wait on this row; the market learns of a sale through the market-changes plugin instead.
CREATE TRIGGER "offers_market_read_model" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "seller_account_id", "product_id", "terminal_id", "delivery_region_id", "status", "pricing_type", "price_input_unit",
  "price_per_100l_e4", "live_pricing", "total_litres", "min_order_litres", "max_order_litres", "start_date", "end_date",
  "daily_start_time", "daily_end_time", "lifting_period_id", "collection_start_date", "collection_end_date", "version"
  ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
-- Relationships: only what decides the market (part 1 may keep counters in these rows).
CREATE TRIGGER "relationships_market_read_model" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "buyer_account_id", "seller_account_id", "buyer_status", "seller_status", "payment_term_id"
  ON "relationships" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "accounts_market_read_model" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "type", "status", "name", "vat_id", "platform", "parent_account_id", "price_type"
  ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "relationship_products_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "relationship_products" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "relationship_terminals_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "relationship_terminals" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "child_account_settings_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "child_account_settings" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "delivery_addresses_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "delivery_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "pricing_rules_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "pricing_rules" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "products_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "terminals_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "terminals" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "regions_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "payment_terms_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "payment_terms" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TRIGGER "lifting_periods_market_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "lifting_periods" FOR EACH STATEMENT EXECUTE FUNCTION "market_read_model_bump"();
