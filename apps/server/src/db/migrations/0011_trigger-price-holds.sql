-- Issue 13, decision 027: a trigger price held for the checkout's countdown.
CREATE TABLE "trigger_price_holds" (
  "id" uuid PRIMARY KEY NOT NULL,
  "contract_id" integer NOT NULL REFERENCES "trigger_contracts"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "price_per_100l_e4" bigint NOT NULL,
  "price_basis" jsonb NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trigger_price_holds_user_idx" ON "trigger_price_holds" USING btree ("user_id");
