-- Issue 29 part 5, decision 073: the version of the active target orders. The matcher keeps an index
-- of them in memory by product and terminal and reloads it only when this version moved. A
-- statement-level trigger moves it in the writing transaction (create, edit, pause, resume, cancel,
-- fill), so every server process sees the change with the rows it describes. As for the market read
-- model (migration 0013) the value comes from a sequence and never repeats; the row is locked by the
-- writer until it commits, so a reader that reads the version first never stores a newer version than
-- the rows it then reads.
CREATE SEQUENCE "target_orders_version_seq";
--> statement-breakpoint
CREATE TABLE "target_orders_version" (
  "id" integer PRIMARY KEY NOT NULL DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "target_orders_version" ("id", "version") VALUES (1, nextval('target_orders_version_seq'));
--> statement-breakpoint
CREATE FUNCTION "target_orders_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO target_orders_version (id, version) VALUES (1, nextval('target_orders_version_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "target_orders_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "target_orders" FOR EACH STATEMENT EXECUTE FUNCTION "target_orders_version_bump"();
