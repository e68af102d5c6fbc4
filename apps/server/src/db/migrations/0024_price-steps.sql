-- Issue 24, decision 049: the explained steps of the charged price travel with the price that is
-- reserved, held and ordered, so the buyer's breakdown shows the price that was charged. Nullable:
-- orders, reservations and holds from before keep their prices and simply have no breakdown.
ALTER TABLE "orders" ADD COLUMN "price_steps" jsonb;
--> statement-breakpoint
ALTER TABLE "basket_reservations" ADD COLUMN "price_steps" jsonb;
--> statement-breakpoint
ALTER TABLE "trigger_price_holds" ADD COLUMN "price_steps" jsonb;
