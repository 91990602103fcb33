CREATE TABLE "risk_assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"party_id" bigint,
	"rule_set_version_id" bigint NOT NULL,
	"computed_level" text NOT NULL,
	"level" text NOT NULL,
	"reason" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"override_level" text,
	"override_reason" text,
	"overridden_by" bigint,
	"overridden_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rule_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assessment_id" bigint NOT NULL,
	"code" text NOT NULL,
	"rule_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"risk" text,
	"explanation" jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_set_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_set_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_rule_set_version_id_rule_set_versions_id_fk" FOREIGN KEY ("rule_set_version_id") REFERENCES "public"."rule_set_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_results" ADD CONSTRAINT "rule_results_assessment_id_risk_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."risk_assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_set_versions" ADD CONSTRAINT "rule_set_versions_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_set_versions" ADD CONSTRAINT "rule_set_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD CONSTRAINT "rule_sets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD CONSTRAINT "rule_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessments_code_key" ON "risk_assessments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "risk_assessments_party_id_idx" ON "risk_assessments" USING btree ("party_id","id");--> statement-breakpoint
CREATE INDEX "risk_assessments_team_id_created_at_idx" ON "risk_assessments" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_results_code_key" ON "rule_results" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rule_results_assessment_id_idx" ON "rule_results" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_set_versions_key" ON "rule_set_versions" USING btree ("rule_set_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_sets_code_key" ON "rule_sets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_sets_one_active" ON "rule_sets" USING btree ("team_id") WHERE "rule_sets"."active" and "rule_sets"."deleted_at" is null;