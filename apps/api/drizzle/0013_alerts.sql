CREATE TABLE "alert_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"subject_key" text,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"explanation" text NOT NULL,
	"status" text NOT NULL,
	"resolution_note" text,
	"due_date" date,
	"assignee_id" bigint,
	"party_id" bigint,
	"transaction_id" bigint,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "alert_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "subject_key" text;--> statement-breakpoint
ALTER TABLE "alert_status_changes" ADD CONSTRAINT "alert_status_changes_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_status_changes" ADD CONSTRAINT "alert_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_status_changes_alert_id_idx" ON "alert_status_changes" USING btree ("alert_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_code_key" ON "alerts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "alerts_team_id_status_idx" ON "alerts" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "alerts_team_id_created_at_idx" ON "alerts" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_assignee_id_status_idx" ON "alerts" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "alerts_party_id_idx" ON "alerts" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "alerts_transaction_id_idx" ON "alerts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_subject_key" ON "alerts" USING btree ("team_id","source","subject_key") WHERE "alerts"."subject_key" is not null and "alerts"."deleted_at" is null and "alerts"."status" in ('new', 'in_progress', 'escalated');--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_alert_id_idx" ON "tasks" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_open_subject_key" ON "tasks" USING btree ("team_id","source","subject_key") WHERE "tasks"."subject_key" is not null and "tasks"."deleted_at" is null and "tasks"."status" in ('new', 'in_progress');