-- Issue 15, decision 037: every change that can alter what a cached session resolves to (a session
-- ended, a user's roles, status, block or name changed, an account blocked or renamed) is announced on
-- the channel fuel_session_changes, at commit, to every server process that listens. Written as
-- triggers so that no write path (operator screens, password reset, a manual UPDATE) can forget it.
-- Payload: 's:<session id hash>', 'u:<user id>' or 'a:<account id>'. Sliding expiry (an UPDATE that
-- only moves last_seen_at and extends expires_at) announces nothing: it must stay cheap.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('fuel_session_changes', 's:' || OLD.id_hash);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('fuel_session_changes', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('fuel_session_changes', 'a:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changed_notify" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.two_factor_pending IS DISTINCT FROM NEW.two_factor_pending
    OR NEW.expires_at < OLD.expires_at
  ) EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_changed_notify" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    (OLD.account_id, OLD.username, OLD.email, OLD.first_name, OLD.last_name, OLD.status_id, OLD.roles,
     OLD.is_admin, OLD.two_factor_enabled, OLD.login_blocked_at, OLD.gtc_accepted_at)
    IS DISTINCT FROM
    (NEW.account_id, NEW.username, NEW.email, NEW.first_name, NEW.last_name, NEW.status_id, NEW.roles,
     NEW.is_admin, NEW.two_factor_enabled, NEW.login_blocked_at, NEW.gtc_accepted_at)
  ) EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "accounts_deleted_notify" AFTER DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "accounts_changed_notify" AFTER UPDATE ON "accounts"
  FOR EACH ROW WHEN (
    (OLD.type, OLD.name, OLD.status, OLD.platform) IS DISTINCT FROM (NEW.type, NEW.name, NEW.status, NEW.platform)
  ) EXECUTE FUNCTION "notify_session_change"();
