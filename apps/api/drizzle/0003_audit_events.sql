CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint,
	"actor_user_id" bigint,
	"entity_type" text NOT NULL,
	"entity_code" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"chain_position" bigint,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_team_id_idx" ON "audit_events" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_position_key" ON "audit_events" USING btree ("chain_position");--> statement-breakpoint
CREATE INDEX "audit_events_unlinked_idx" ON "audit_events" USING btree ("id") WHERE "audit_events"."hash" is null;