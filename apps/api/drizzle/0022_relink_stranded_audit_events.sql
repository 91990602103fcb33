-- The linker's first horizon rule (ADR 8) could pass the event of a writer that held the newest
-- transaction id while nothing after it had ended; such an event stayed unlinked below the
-- horizon, where the linker no longer looks. Lower the horizon to just below the oldest
-- unlinked event, so the linker appends the stranded ones to the chain (late events are
-- appended, never re-linked). A no-op where none is stranded.
UPDATE audit_chain_horizon SET linked_through = least(linked_through, (
  SELECT min(e.id) - 1 FROM audit_events e
  WHERE e.id <= audit_chain_horizon.linked_through
    AND NOT EXISTS (SELECT 1 FROM audit_chain c WHERE c.event_id = e.id)));
