-- Issue 24 part 4, decision 050: one payment term ("Zahlungsziel") per granted product. Orders have
-- always taken their due date from the product's days, so no granted term changes here.
--
-- 1. An additive in the fuel product list (written there by the credit-limit CSV before issue 24)
--    never governed anything: fuel offers name fuels only and additive orders read
--    relationship_additive_products. The rows go; the buyer's additive terms stay as they are.
DELETE FROM "relationship_products" rp USING "products" p WHERE p."id" = rp."product_id" AND p."type" = 'additive';
--> statement-breakpoint
-- 2. The one term is one of 7, 14, 21, 30, 45 days (spec section 5). NOT VALID: guards every new or
--    changed row without refusing the migration over a legacy value (the forms never wrote one).
ALTER TABLE "relationship_products" ADD CONSTRAINT "relationship_products_credit_days_option" CHECK ("credit_days" IN (7, 14, 21, 30, 45)) NOT VALID;
--> statement-breakpoint
ALTER TABLE "relationship_additive_products" ADD CONSTRAINT "relationship_additive_products_credit_days_option" CHECK ("credit_days" IN (7, 14, 21, 30, 45)) NOT VALID;
--> statement-breakpoint
-- 3. The relationship-level term and the child account's term are retired: no order read them for its
--    due date. Kept (not dropped), so nothing a seller or parent saved is lost; nothing writes them now.
COMMENT ON COLUMN "relationships"."payment_term_id" IS 'Retired by decision 050: the payment term is relationship_products.credit_days per product.';
--> statement-breakpoint
COMMENT ON COLUMN "child_account_settings"."payment_term_id" IS 'Retired by decision 050: a child orders on the terms its sellers grant it per product.';
--> statement-breakpoint
COMMENT ON COLUMN "orders"."payment_term_id" IS 'Set on orders placed before decision 050; the order''s term is credit_days.';
