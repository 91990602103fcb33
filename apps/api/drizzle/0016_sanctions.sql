CREATE TABLE "sanction_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"hash" text NOT NULL,
	"version_id" bigint NOT NULL,
	"removed_version_id" bigint
);
--> statement-breakpoint
CREATE TABLE "sanction_entry_changes" (
	"version_id" bigint NOT NULL,
	"source_id" text NOT NULL,
	"change" text NOT NULL,
	CONSTRAINT "sanction_entry_changes_version_id_source_id_pk" PRIMARY KEY("version_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "sanction_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"party_id" bigint,
	"transaction_id" bigint,
	"subject_name" text NOT NULL,
	"source" text NOT NULL,
	"entry_id" text NOT NULL,
	"entry_hash" text NOT NULL,
	"entry_name" text NOT NULL,
	"matched_name" text NOT NULL,
	"score" numeric(4, 3) NOT NULL,
	"explanation" jsonb NOT NULL,
	"status" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"decision_note" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanction_list_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"version" integer NOT NULL,
	"origin" text NOT NULL,
	"files" jsonb NOT NULL,
	"entry_count" integer NOT NULL,
	"added_count" integer NOT NULL,
	"changed_count" integer NOT NULL,
	"removed_count" integer NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanction_rescreen_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version_id" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_usage" (
	"team_id" bigint NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_usage_team_id_metric_period_pk" PRIMARY KEY("team_id","metric","period")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "sanctions_fingerprint" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "sanctions_screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sanction_entries" ADD CONSTRAINT "sanction_entries_version_id_sanction_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanction_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_entries" ADD CONSTRAINT "sanction_entries_removed_version_id_sanction_list_versions_id_fk" FOREIGN KEY ("removed_version_id") REFERENCES "public"."sanction_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_entry_changes" ADD CONSTRAINT "sanction_entry_changes_version_id_sanction_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanction_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_hits" ADD CONSTRAINT "sanction_hits_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_hits" ADD CONSTRAINT "sanction_hits_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_hits" ADD CONSTRAINT "sanction_hits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_hits" ADD CONSTRAINT "sanction_hits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_list_versions" ADD CONSTRAINT "sanction_list_versions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanction_rescreen_jobs" ADD CONSTRAINT "sanction_rescreen_jobs_version_id_sanction_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanction_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_usage" ADD CONSTRAINT "team_usage_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanction_entries_key" ON "sanction_entries" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sanction_hits_code_key" ON "sanction_hits" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sanction_hits_party_entry_key" ON "sanction_hits" USING btree ("party_id","source","entry_id") WHERE "sanction_hits"."party_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sanction_hits_transaction_entry_key" ON "sanction_hits" USING btree ("transaction_id","source","entry_id") WHERE "sanction_hits"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "sanction_hits_team_id_status_idx" ON "sanction_hits" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sanction_list_versions_key" ON "sanction_list_versions" USING btree ("source","version");