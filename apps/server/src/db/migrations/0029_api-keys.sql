-- Issue 27 part 1, decision 067: the price-ingest tokens become API keys with scopes and an optional
-- expiry; every existing token keeps working as a key with prices:write.
ALTER TABLE "api_tokens" ADD COLUMN "scopes" text[] DEFAULT '{prices:write}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "expires_on" date;
--> statement-breakpoint
CREATE TABLE "api_idempotency_keys" (
  "id" serial PRIMARY KEY NOT NULL,
  "api_key_id" integer NOT NULL REFERENCES "api_tokens"("id"),
  "idempotency_key" text NOT NULL,
  "fingerprint" text NOT NULL,
  "status" integer,
  "response" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_idempotency_keys_key_idx" ON "api_idempotency_keys" USING btree ("api_key_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_idx" ON "api_idempotency_keys" USING btree ("created_at");
