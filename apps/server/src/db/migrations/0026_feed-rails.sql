-- Issue 25 part 4, decision 056: exchange-grade rails of a seller's own price feed. The heartbeat of
-- each pushing seller (dead-man switch: paused_at set while its feed is silent past the heartbeat) and
-- the pushes the price band held for the seller's confirmation.
CREATE TABLE "seller_feed_heartbeats" (
  "seller_account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
  "last_push_at" timestamp with time zone NOT NULL,
  "paused_at" timestamp with time zone
);
--> statement-breakpoint
-- A paused feed takes offers out of every buyer's market (decision 035): the version moves only when
-- paused_at really changes, not with every push (a row trigger with WHEN; a statement trigger fires on
-- every UPDATE that names the column).
CREATE TRIGGER "seller_feed_heartbeats_market_read_model" AFTER UPDATE OF "paused_at"
  ON "seller_feed_heartbeats" FOR EACH ROW WHEN (OLD."paused_at" IS DISTINCT FROM NEW."paused_at")
  EXECUTE FUNCTION "market_read_model_bump"();
--> statement-breakpoint
CREATE TYPE "held_price_push_status" AS ENUM ('HELD', 'CONFIRMED', 'DISCARDED', 'SUPERSEDED');
--> statement-breakpoint
CREATE TABLE "held_price_pushes" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "seller_account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "ticks" jsonb NOT NULL,
  "received_at" timestamp with time zone NOT NULL,
  "offer_id" integer REFERENCES "offers"("id"),
  "reference_price_e4" bigint NOT NULL,
  "pushed_price_e4" bigint NOT NULL,
  "deviation_bp" integer NOT NULL,
  "band_bp" integer NOT NULL,
  "status" "held_price_push_status" DEFAULT 'HELD' NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "note" text
);
--> statement-breakpoint
CREATE INDEX "held_price_pushes_seller_idx" ON "held_price_pushes" ("seller_account_id", "status", "id");
