-- Issue 25 part 5, decision 057: the audit log cannot be rewritten. Rows are append-only (UPDATE,
-- DELETE and TRUNCATE are refused by triggers) and hash-chained: each row stores the hash of the row
-- before it and its own hash, sha256 over audit_canonical() of its fields. The chain is formed here, in
-- one BEFORE INSERT trigger that locks the chain-head row, so inserts from parallel transactions and
-- several server processes still make one chain (the lock is held to the commit, so the chain order is
-- the commit order). sha256(bytea) is built into PostgreSQL 11+ and PGlite; no extension needed.
CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_anchors" (
	"day" date PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;
--> statement-breakpoint
-- The canonical serialisation, version 1 (mirrored by auditCanonical in packages/domain/src/audit/audit-chain.ts,
-- which the verifier uses): each field as <UTF-8 byte length>:<text>, a NULL as ~, joined by |. The time
-- is UTC with microseconds, details the jsonb text (PostgreSQL normalises it, so it reads back the same).
CREATE FUNCTION "audit_canonical"(seq bigint, at timestamptz, actor integer, account integer, entity text, entity_id text, action text, details jsonb, prev_hash text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_string(ARRAY(
    SELECT CASE WHEN v IS NULL THEN '~' ELSE octet_length(v)::text || ':' || v END
      FROM unnest(ARRAY[
        'v1', seq::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), actor::text, account::text,
        entity, entity_id, action, details::text, prev_hash
      ]) WITH ORDINALITY AS f(v, n) ORDER BY n), '|')
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_hash"(canonical text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(canonical, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Existing rows are chained in id order, once.
DO $$
DECLARE
  r record;
  n bigint := 0;
  prev text := '';
  h text;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    n := n + 1;
    h := audit_hash(audit_canonical(n, r.at, r.actor_user_id, r.account_id, r.entity, r.entity_id, r.action, r.details, prev));
    UPDATE "audit_log" SET "seq" = n, "prev_hash" = prev, "hash" = h WHERE "id" = r.id;
    prev := h;
  END LOOP;
  INSERT INTO "audit_chain_head" ("id", "seq", "hash") VALUES (1, n, prev);
END
$$;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");
--> statement-breakpoint
-- Whatever the caller sent for seq and the hashes is replaced: only this trigger writes them.
CREATE FUNCTION "audit_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  SELECT "seq", "hash" INTO head FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_hash(audit_canonical(NEW.seq, NEW.at, NEW.actor_user_id, NEW.account_id, NEW.entity, NEW.entity_id, NEW.action, NEW.details, NEW.prev_hash));
  UPDATE "audit_chain_head" SET "seq" = NEW.seq, "hash" = NEW.hash WHERE "id" = 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_chain"();
--> statement-breakpoint
CREATE FUNCTION "audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
-- The head moves only with an insert into the log (the chain trigger runs as the inserting statement).
CREATE TRIGGER "audit_chain_head_no_delete" BEFORE DELETE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_no_truncate" BEFORE TRUNCATE ON "audit_chain_head" FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
