-- Issue 28 part 1: liftings (bills of lading) against orders; only ever added.
CREATE TABLE "liftings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"bol_number" text NOT NULL,
	"lifted_at" timestamp with time zone NOT NULL,
	"litres_15" integer NOT NULL CHECK ("litres_15" > 0),
	"ambient_litres" integer CHECK ("ambient_litres" > 0),
	"temperature_c" numeric(4, 1),
	"density_kg_l" numeric(5, 4),
	"vehicle_ref" text,
	"recorded_by_user_id" integer NOT NULL REFERENCES "users"("id"),
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "liftings_order_idx" ON "liftings" ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "liftings_seller_bol_idx" ON "liftings" ("seller_account_id", "bol_number");
