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
--> statement-breakpoint
-- And issue 29 part 1: a delivered product's target names the region of the delivered offers and one of the
-- buyer's delivery addresses (the orders go there); without an address it is picked up at terminals.
ALTER TABLE "target_orders" ADD COLUMN "delivery_address_id" integer REFERENCES "delivery_addresses"("id");
--> statement-breakpoint
ALTER TABLE "target_orders" ADD CONSTRAINT "target_orders_delivery"
  CHECK ("delivery_address_id" IS NULL OR ("region_id" IS NOT NULL AND cardinality("terminal_ids") = 0));
