-- Decision 017. Existing clashes are resolved first, deterministically, and every rewrite is
-- recorded in the audit log (actor null = this migration), so an operator can tell the users.
-- 1. Usernames may not contain "@": "@" becomes "."; when that name is taken (case-insensitive, also
--    by another rewritten name), ".<user id>" is appended.
WITH "renamed" AS (
	SELECT "u"."id", "u"."account_id", "u"."username" AS "before",
		CASE WHEN EXISTS (
			SELECT 1 FROM "users" "o" WHERE "o"."id" <> "u"."id" AND lower(replace("o"."username", '@', '.')) = lower(replace("u"."username", '@', '.'))
		) THEN replace("u"."username", '@', '.') || '.' || "u"."id" ELSE replace("u"."username", '@', '.') END AS "after"
	FROM "users" "u" WHERE position('@' in "u"."username") > 0
), "logged" AS (
	INSERT INTO "audit_log" ("actor_user_id", "account_id", "entity", "entity_id", "action", "details")
	SELECT NULL, "account_id", 'user', "id"::text, 'username-rewritten', jsonb_build_object('before', "before", 'after', "after", 'migration', '0008')
	FROM "renamed"
)
UPDATE "users" SET "username" = "renamed"."after" FROM "renamed" WHERE "users"."id" = "renamed"."id";--> statement-breakpoint
-- 2. One e-mail address per platform (case-insensitive): the oldest user keeps it; every later user
--    with the same address gets "duplicate-<id>@email-conflict.invalid" (the reserved .invalid
--    domain never receives mail) and must enter its own address in the profile.
WITH "ranked" AS (
	SELECT "id", "account_id", "email", row_number() OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS "n" FROM "users"
), "moved" AS (
	SELECT "id", "account_id", "email" AS "before", 'duplicate-' || "id" || '@email-conflict.invalid' AS "after" FROM "ranked" WHERE "n" > 1
), "logged" AS (
	INSERT INTO "audit_log" ("actor_user_id", "account_id", "entity", "entity_id", "action", "details")
	SELECT NULL, "account_id", 'user', "id"::text, 'email-deduplicated', jsonb_build_object('before', "before", 'after', "after", 'migration', '0008')
	FROM "moved"
)
UPDATE "users" SET "email" = "moved"."after" FROM "moved" WHERE "users"."id" = "moved"."id";--> statement-breakpoint
CREATE TABLE "login_failures" (
	"identifier_hash" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_code_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_no_at" CHECK (position('@' in "users"."username") = 0);
