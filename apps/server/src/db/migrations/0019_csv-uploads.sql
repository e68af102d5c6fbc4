-- Issue 18, decision 044: CSV uploads of offers and credit limits. A previewed file without problems
-- is kept as a draft (status PREVIEWED; a user's next preview of the same kind replaces it); applying it writes the
-- changes and the counts in one transaction and keeps the file for the history (status APPLIED).
-- The file's bytes are bounded (MAX_CSV_BYTES, packages/domain csv/csv-file.ts).
CREATE TYPE "csv_upload_kind" AS ENUM ('offers', 'credit-limits');
--> statement-breakpoint
CREATE TYPE "csv_upload_status" AS ENUM ('PREVIEWED', 'APPLIED');
--> statement-breakpoint
CREATE TABLE "csv_uploads" (
  "id" serial PRIMARY KEY NOT NULL,
  "account_id" integer NOT NULL REFERENCES "accounts"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "kind" "csv_upload_kind" NOT NULL,
  "status" "csv_upload_status" NOT NULL DEFAULT 'PREVIEWED',
  "file_name" text NOT NULL,
  "content" bytea NOT NULL CHECK (octet_length("content") <= 5242880),
  "created_count" integer NOT NULL DEFAULT 0,
  "updated_count" integer NOT NULL DEFAULT 0,
  "deleted_count" integer NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "csv_uploads_history_idx" ON "csv_uploads" ("account_id", "kind", "applied_at" DESC) WHERE "status" = 'APPLIED';
--> statement-breakpoint
CREATE INDEX "csv_uploads_draft_idx" ON "csv_uploads" ("user_id", "kind") WHERE "status" = 'PREVIEWED';
