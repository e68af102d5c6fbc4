-- Issue 15 part 3, decision 036: the history indexes end in id, so a page (newest first, ties by id)
-- and its keyset start "(created_at, id) < (x, y)" are one backward index walk without a sort.
-- Same INCLUDE columns as in 0003: count, filter options and the recent contract numbers stay index-only.
DROP INDEX IF EXISTS "orders_seller_created_idx";--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_account_id","created_at","id") INCLUDE ("market","status","product_id","buyer_account_id","buyer_user_id","terminal_id","delivery_address_id","litres","price_per_100l_e4","gross_minor","collection_start_date","collection_end_date");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_buyer_created_idx";--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_account_id","created_at","id") INCLUDE ("market","status","product_id","seller_account_id","buyer_user_id","terminal_id","delivery_address_id","litres","price_per_100l_e4","gross_minor","collection_start_date","collection_end_date");
