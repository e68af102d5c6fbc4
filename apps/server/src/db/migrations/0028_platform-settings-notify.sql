-- Issue 26 part 5, decision 064: every process caches the platform settings and forgets them when they
-- change. The change is announced on the channel every pooled connection already listens on (migration
-- 0015) as 'p:<brand>', by a trigger, so no write path can forget it; a start that writes the same
-- flags again announces nothing.
CREATE FUNCTION "notify_platform_settings_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fuel_session_changes', 'p:' || NEW.brand);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "platform_settings_inserted_notify" AFTER INSERT ON "platform_settings"
  FOR EACH ROW EXECUTE FUNCTION "notify_platform_settings_change"();
--> statement-breakpoint
CREATE TRIGGER "platform_settings_changed_notify" AFTER UPDATE ON "platform_settings"
  FOR EACH ROW WHEN (
    (OLD.features, OLD.vat_country, OLD.vat_rate_bp)
    IS DISTINCT FROM (NEW.features, NEW.vat_country, NEW.vat_rate_bp)
  ) EXECUTE FUNCTION "notify_platform_settings_change"();
