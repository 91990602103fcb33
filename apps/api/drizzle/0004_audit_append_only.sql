-- The audit trail is append-only. The only change allowed is linking an event into the hash
-- chain once: setting chain_position, prev_hash and hash where hash was empty, with every
-- recorded field unchanged. Deletes and truncation are refused.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND NEW.hash IS NOT NULL
     AND (NEW.id, NEW.team_id, NEW.actor_user_id, NEW.entity_type, NEW.entity_code, NEW.action,
          NEW.changes, NEW.request_id, NEW.ip, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.team_id, OLD.actor_user_id, OLD.entity_type, OLD.entity_code, OLD.action,
          OLD.changes, OLD.request_id, OLD.ip, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only_rows BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_append_only_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
