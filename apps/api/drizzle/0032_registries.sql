CREATE TABLE "crbr_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"owners" jsonb NOT NULL,
	"attachment_id" bigint,
	"task_id" bigint,
	"created_by" bigint,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registries_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"identifier_kind" text NOT NULL,
	"identifier" text NOT NULL,
	"name" text,
	"answers" jsonb NOT NULL,
	"hits" jsonb NOT NULL,
	"screened" integer NOT NULL,
	"screening_done" boolean NOT NULL,
	"red_flags" jsonb NOT NULL,
	"party_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_cache" (
	"registry" text NOT NULL,
	"id_kind" text NOT NULL,
	"id_value" text NOT NULL,
	"result" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registry_cache_registry_id_kind_id_value_pk" PRIMARY KEY("registry","id_kind","id_value")
);
--> statement-breakpoint
CREATE TABLE "registry_rate_windows" (
	"registry" text NOT NULL,
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "registry_rate_windows_registry_bucket_window_start_pk" PRIMARY KEY("registry","bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "white_list_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"nip" text NOT NULL,
	"account" text NOT NULL,
	"assigned" boolean NOT NULL,
	"request_id" text NOT NULL,
	"created_by" bigint,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crbr_checks" ADD CONSTRAINT "crbr_checks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crbr_checks" ADD CONSTRAINT "crbr_checks_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crbr_checks" ADD CONSTRAINT "crbr_checks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crbr_checks" ADD CONSTRAINT "crbr_checks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crbr_checks" ADD CONSTRAINT "crbr_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registries_reports" ADD CONSTRAINT "registries_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registries_reports" ADD CONSTRAINT "registries_reports_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registries_reports" ADD CONSTRAINT "registries_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_checks" ADD CONSTRAINT "white_list_checks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_checks" ADD CONSTRAINT "white_list_checks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_checks" ADD CONSTRAINT "white_list_checks_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_checks" ADD CONSTRAINT "white_list_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crbr_checks_party_idx" ON "crbr_checks" USING btree ("party_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registries_reports_code_key" ON "registries_reports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "registries_reports_team_created_idx" ON "registries_reports" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "registries_reports_party_idx" ON "registries_reports" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "white_list_checks_transaction_idx" ON "white_list_checks" USING btree ("transaction_id","checked_at");