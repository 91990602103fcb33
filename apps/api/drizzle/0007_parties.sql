CREATE TABLE "parties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"entity_type" text NOT NULL,
	"status" text NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"pesel" text,
	"birth_date" date,
	"birth_country" text,
	"citizenships" text[] DEFAULT '{}'::text[] NOT NULL,
	"tax_id" text,
	"tax_id_country" text,
	"employment_type" text,
	"document" jsonb,
	"accommodation_address" jsonb,
	"forwarding_address" jsonb,
	"business_address" jsonb,
	"contact" jsonb,
	"company_contact" jsonb,
	"references" text,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"pep" boolean,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parties_code_key" ON "parties" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parties_team_id_created_at_idx" ON "parties" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "parties_team_id_pesel_idx" ON "parties" USING btree ("team_id","pesel");--> statement-breakpoint
CREATE INDEX "parties_team_id_tax_id_idx" ON "parties" USING btree ("team_id","tax_id");