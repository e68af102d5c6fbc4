-- Issue 24 part 5, decision 048: a petrol-mix trigger orders each product of the mix at its own price
-- (each product's composition); the checkout's hold keeps those prices per product. Null for a contract
-- without a mix (its one price stays in price_per_100l_e4), so existing holds are unchanged.
ALTER TABLE "trigger_price_holds" ADD COLUMN "product_prices" jsonb;
