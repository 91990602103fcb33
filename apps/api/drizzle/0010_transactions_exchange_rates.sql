CREATE TABLE "exchange_rate_coverage" (
	"currency" text PRIMARY KEY NOT NULL,
	"checked_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"effective_date" date NOT NULL,
	"table_no" text NOT NULL,
	"mid" numeric(20, 8) NOT NULL,
	"source" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_effective_date_pk" PRIMARY KEY("currency","effective_date")
);
--> statement-breakpoint
CREATE TABLE "transaction_parties" (
	"transaction_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "transaction_parties_transaction_id_party_id_role_pk" PRIMARY KEY("transaction_id","party_id","role")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(26, 8) NOT NULL,
	"currency" text NOT NULL,
	"amount_eur" numeric(22, 2),
	"rate_table" text,
	"rate_date" date,
	"rate" numeric(20, 8),
	"eur_rate" numeric(20, 8),
	"booked_at" timestamp with time zone NOT NULL,
	"booked_on" date NOT NULL,
	"payment_date" date,
	"payment_method" text,
	"country_of_order" text,
	"description" text,
	"risk_level" text DEFAULT 'pending' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_parties" ADD CONSTRAINT "transaction_parties_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_parties" ADD CONSTRAINT "transaction_parties_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_parties_party_id_idx" ON "transaction_parties" USING btree ("party_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_code_key" ON "transactions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "transactions_team_id_booked_at_idx" ON "transactions" USING btree ("team_id","booked_at") INCLUDE ("type","status","risk_level","amount_eur","created_by","deleted_at");--> statement-breakpoint
CREATE INDEX "transactions_team_id_created_at_idx" ON "transactions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_team_id_amount_eur_idx" ON "transactions" USING btree ("team_id","amount_eur") INCLUDE ("type","status","risk_level","booked_at","created_by","deleted_at");--> statement-breakpoint
CREATE INDEX "transactions_pending_eur_idx" ON "transactions" USING btree ("currency","booked_on") WHERE "transactions"."amount_eur" is null and "transactions"."deleted_at" is null;