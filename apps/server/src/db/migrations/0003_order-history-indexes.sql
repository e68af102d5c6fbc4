-- Order history (issue 3): the seller and buyer history indexes also carry every column the history
-- filters, counts and filter options read, so those run as index-only scans instead of visiting
-- 100,000 scattered heap pages of a busy seller. Drizzle's index builder has no INCLUDE, hence SQL.
DROP INDEX IF EXISTS "orders_seller_created_idx";--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_account_id","created_at") INCLUDE ("market","status","product_id","buyer_account_id","buyer_user_id","terminal_id","delivery_address_id","litres","price_per_100l_e4","gross_minor","collection_start_date","collection_end_date");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_buyer_created_idx";--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_account_id","created_at") INCLUDE ("market","status","product_id","seller_account_id","buyer_user_id","terminal_id","delivery_address_id","litres","price_per_100l_e4","gross_minor","collection_start_date","collection_end_date");
