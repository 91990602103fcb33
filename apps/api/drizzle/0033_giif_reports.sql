CREATE TABLE "giif_file_items" (
	"file_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"giif_id" text NOT NULL,
	"correction" boolean NOT NULL,
	CONSTRAINT "giif_file_items_file_id_transaction_id_pk" PRIMARY KEY("file_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "giif_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"template_type" text NOT NULL,
	"template_version" text NOT NULL,
	"mapping" text NOT NULL,
	"state" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"xml" text NOT NULL,
	"xml_sha256" text NOT NULL,
	"issues" jsonb NOT NULL,
	"schema_sha256" text,
	"signed_file" "bytea",
	"signed_file_name" text,
	"signed_sha256" text,
	"signature" jsonb,
	"receipt" "bytea",
	"receipt_name" text,
	"giif_reference" text,
	"rejection_reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"rejected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "giif_id_counters" (
	"team_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "giif_id_counters_team_id_year_pk" PRIMARY KEY("team_id","year")
);
--> statement-breakpoint
CREATE TABLE "giif_notification_readers" (
	"team_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giif_notification_readers_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "giif_notification_subjects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint NOT NULL,
	"party_id" bigint,
	"transaction_id" bigint,
	"position" integer NOT NULL,
	CONSTRAINT "giif_notification_subjects_one_record" CHECK (("giif_notification_subjects"."party_id" is null) <> ("giif_notification_subjects"."transaction_id" is null))
);
--> statement-breakpoint
CREATE TABLE "giif_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"legal_basis" text NOT NULL,
	"justification" text NOT NULL,
	"suspicion_confirmed_at" timestamp with time zone,
	"assets" jsonb NOT NULL,
	"alert_id" bigint,
	"giif_receipt_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"giif_reference" text,
	"receipt" "bytea",
	"receipt_name" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" bigint
);
--> statement-breakpoint
CREATE TABLE "giif_report_details" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"kind" text,
	"channel" text,
	"place" text,
	"ordered_by_customer" boolean,
	"orderer_account" text,
	"beneficiary_account" text,
	"counter_amount" numeric(26, 8),
	"counter_currency" text,
	"correction_requested_at" timestamp with time zone,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giif_schemas" (
	"template" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"file_name" text NOT NULL,
	"xsd" text NOT NULL,
	"sha256" text NOT NULL,
	"installed_by" bigint,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giif_transaction_ids" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"giif_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "obligated_institutions" ADD COLUMN "identification_form_filed_on" date;--> statement-breakpoint
ALTER TABLE "giif_file_items" ADD CONSTRAINT "giif_file_items_file_id_giif_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."giif_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_file_items" ADD CONSTRAINT "giif_file_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_file_items" ADD CONSTRAINT "giif_file_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_files" ADD CONSTRAINT "giif_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_files" ADD CONSTRAINT "giif_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_id_counters" ADD CONSTRAINT "giif_id_counters_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notification_readers" ADD CONSTRAINT "giif_notification_readers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notification_readers" ADD CONSTRAINT "giif_notification_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notification_readers" ADD CONSTRAINT "giif_notification_readers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notification_subjects" ADD CONSTRAINT "giif_notification_subjects_notification_id_giif_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."giif_notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notification_subjects" ADD CONSTRAINT "giif_notification_subjects_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notification_subjects" ADD CONSTRAINT "giif_notification_subjects_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notifications" ADD CONSTRAINT "giif_notifications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notifications" ADD CONSTRAINT "giif_notifications_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notifications" ADD CONSTRAINT "giif_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_notifications" ADD CONSTRAINT "giif_notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_report_details" ADD CONSTRAINT "giif_report_details_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_report_details" ADD CONSTRAINT "giif_report_details_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_report_details" ADD CONSTRAINT "giif_report_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_schemas" ADD CONSTRAINT "giif_schemas_installed_by_users_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_transaction_ids" ADD CONSTRAINT "giif_transaction_ids_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giif_transaction_ids" ADD CONSTRAINT "giif_transaction_ids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giif_file_items_transaction_idx" ON "giif_file_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giif_files_code_key" ON "giif_files" USING btree ("code");--> statement-breakpoint
CREATE INDEX "giif_files_team_created_idx" ON "giif_files" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "giif_notification_subjects_notification_idx" ON "giif_notification_subjects" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "giif_notification_subjects_party_idx" ON "giif_notification_subjects" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "giif_notification_subjects_transaction_idx" ON "giif_notification_subjects" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giif_notifications_code_key" ON "giif_notifications" USING btree ("code");--> statement-breakpoint
CREATE INDEX "giif_notifications_team_created_idx" ON "giif_notifications" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "giif_transaction_ids_team_giif_id_key" ON "giif_transaction_ids" USING btree ("team_id","giif_id");