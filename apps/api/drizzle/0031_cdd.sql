CREATE TABLE "cdd_executions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"party_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"suggested_kind" text NOT NULL,
	"kind_reason" text,
	"risk_level" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"status_reason" text,
	"triggers" jsonb NOT NULL,
	"template_version" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" bigint,
	"next_due_date" date,
	"superseded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"overdue_alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cdd_measures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"execution_id" bigint NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"title" text,
	"legal_basis" text NOT NULL,
	"mandatory" boolean NOT NULL,
	"admin_only" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reason" text,
	"done_by" bigint,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cdd_settings" (
	"team_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"template_version" integer NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cdd_templates" (
	"team_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"templates" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cdd_templates_team_id_version_pk" PRIMARY KEY("team_id","version")
);
--> statement-breakpoint
ALTER TABLE "cdd_executions" ADD CONSTRAINT "cdd_executions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_executions" ADD CONSTRAINT "cdd_executions_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_executions" ADD CONSTRAINT "cdd_executions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_executions" ADD CONSTRAINT "cdd_executions_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_measures" ADD CONSTRAINT "cdd_measures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_measures" ADD CONSTRAINT "cdd_measures_execution_id_cdd_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."cdd_executions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_measures" ADD CONSTRAINT "cdd_measures_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_settings" ADD CONSTRAINT "cdd_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_settings" ADD CONSTRAINT "cdd_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_templates" ADD CONSTRAINT "cdd_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdd_templates" ADD CONSTRAINT "cdd_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cdd_executions_code_key" ON "cdd_executions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cdd_executions_team_idx" ON "cdd_executions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "cdd_executions_party_idx" ON "cdd_executions" USING btree ("party_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cdd_executions_one_running_key" ON "cdd_executions" USING btree ("party_id") WHERE "cdd_executions"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "cdd_executions_remind_idx" ON "cdd_executions" USING btree ("next_due_date") WHERE "cdd_executions"."status" = 'completed' and "cdd_executions"."superseded_at" is null and "cdd_executions"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "cdd_executions_overdue_idx" ON "cdd_executions" USING btree ("next_due_date") WHERE "cdd_executions"."status" = 'completed' and "cdd_executions"."superseded_at" is null and "cdd_executions"."overdue_alerted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cdd_measures_code_key" ON "cdd_measures" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cdd_measures_execution_key" ON "cdd_measures" USING btree ("execution_id","key");--> statement-breakpoint
CREATE INDEX "cdd_measures_execution_idx" ON "cdd_measures" USING btree ("execution_id","position");