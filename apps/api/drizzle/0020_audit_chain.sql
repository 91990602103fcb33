-- The audit trail's hash chain moves into its own narrow table (ADR 8): linking an event
-- inserts a small row there instead of rewriting the event's row (a non-HOT update of every
-- event, with its indexes), and writers no longer maintain two indexes for the linker.
CREATE TABLE "audit_chain" (
	"position" bigint PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_chain_horizon" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"linked_through" bigint NOT NULL,
	CONSTRAINT "audit_chain_horizon_only_row" CHECK ("audit_chain_horizon"."only_row")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_chain_event_id_key" ON "audit_chain" USING btree ("event_id");--> statement-breakpoint
INSERT INTO "audit_chain" ("position", "event_id", "prev_hash", "hash")
  SELECT "chain_position", "id", "prev_hash", "hash" FROM "audit_events" WHERE "hash" IS NOT NULL;--> statement-breakpoint
-- Nothing is known to be linked yet: the first run of the linker looks at every event once.
INSERT INTO "audit_chain_horizon" ("linked_through") VALUES (0);--> statement-breakpoint
DROP INDEX "audit_events_chain_position_key";--> statement-breakpoint
DROP INDEX "audit_events_unlinked_idx";--> statement-breakpoint
ALTER TABLE "audit_events" DROP COLUMN "chain_position";--> statement-breakpoint
ALTER TABLE "audit_events" DROP COLUMN "prev_hash";--> statement-breakpoint
ALTER TABLE "audit_events" DROP COLUMN "hash";--> statement-breakpoint
-- A writer's transaction id is taken before the event's id (CASE evaluates its condition
-- first), so every id the sequence has handed out belongs to a transaction that already has
-- its id: what the linker's horizon relies on (audit.service.ts, linkAuditChain). The
-- sequence must keep CACHE 1 for the same reason.
ALTER TABLE "audit_events" ALTER COLUMN "id" SET DEFAULT
  CASE WHEN pg_current_xact_id() IS NOT NULL THEN nextval('audit_events_id_seq'::regclass) END;--> statement-breakpoint
-- Both tables are append-only now: no update of any kind, no delete, no truncation.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_chain_append_only_rows BEFORE UPDATE OR DELETE ON audit_chain
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_chain_append_only_truncate BEFORE TRUNCATE ON audit_chain
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
