CREATE TABLE "obligated_institutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"name" text NOT NULL,
	"legal_form" text NOT NULL,
	"institution_type" text NOT NULL,
	"nip" text NOT NULL,
	"regon" text NOT NULL,
	"krs" text NOT NULL,
	"address" jsonb NOT NULL,
	"contact_person" jsonb NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "obligated_institutions" ADD CONSTRAINT "obligated_institutions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligated_institutions" ADD CONSTRAINT "obligated_institutions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "obligated_institutions_team_id_key" ON "obligated_institutions" USING btree ("team_id");