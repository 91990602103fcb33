CREATE TABLE "backtests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"code" text NOT NULL,
	"rule_set_id" bigint NOT NULL,
	"rule_set_version_id" bigint NOT NULL,
	"booked_from" date NOT NULL,
	"booked_to" date NOT NULL,
	"status" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"results" jsonb,
	"error" text,
	"heartbeat_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "party_activity" (
	"party_id" bigint PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"version" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	"amount_eur_sum" numeric(24, 2) NOT NULL,
	"amount_eur_sum_squares" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_activity_days" (
	"party_id" bigint NOT NULL,
	"day" date NOT NULL,
	"team_id" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	"amount_eur_sum" numeric(24, 2) NOT NULL,
	CONSTRAINT "party_activity_days_party_id_day_pk" PRIMARY KEY("party_id","day")
);
--> statement-breakpoint
DROP INDEX "transaction_parties_party_id_idx";--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "transaction_parties" ADD COLUMN "booked_on" date;--> statement-breakpoint
UPDATE "transaction_parties" tp SET "booked_on" = t."booked_on" FROM "transactions" t WHERE t."id" = tp."transaction_id";--> statement-breakpoint
ALTER TABLE "transaction_parties" ALTER COLUMN "booked_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "giif_report_due" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "giif_report_reason" jsonb;--> statement-breakpoint
ALTER TABLE "backtests" ADD CONSTRAINT "backtests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtests" ADD CONSTRAINT "backtests_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtests" ADD CONSTRAINT "backtests_rule_set_version_id_rule_set_versions_id_fk" FOREIGN KEY ("rule_set_version_id") REFERENCES "public"."rule_set_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtests" ADD CONSTRAINT "backtests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_activity" ADD CONSTRAINT "party_activity_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_activity" ADD CONSTRAINT "party_activity_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_activity_days" ADD CONSTRAINT "party_activity_days_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_activity_days" ADD CONSTRAINT "party_activity_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backtests_code_key" ON "backtests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "backtests_rule_set_id_idx" ON "backtests" USING btree ("rule_set_id","created_at");--> statement-breakpoint
CREATE INDEX "backtests_waiting_idx" ON "backtests" USING btree ("created_at") WHERE "backtests"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_assessments_transaction_id_idx" ON "risk_assessments" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "transaction_parties_party_id_booked_on_idx" ON "transaction_parties" USING btree ("party_id","booked_on","transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_giif_report_due_idx" ON "transactions" USING btree ("team_id","giif_report_due") WHERE "transactions"."giif_report_due" is not null and "transactions"."deleted_at" is null;--> statement-breakpoint
-- The aggregates of the transactions recorded so far: a transaction counts for each of its
-- parties other than representatives while it is not canceled or deleted and its EUR value is
-- known (the rule of transaction-activity.ts, applied once here).
INSERT INTO "party_activity_days" ("party_id", "day", "team_id", "transaction_count", "amount_eur_sum")
SELECT c."party_id", t."booked_on", t."team_id", count(*), sum(t."amount_eur")
FROM (SELECT DISTINCT "transaction_id", "party_id" FROM "transaction_parties" WHERE "role" <> 'representative') c
JOIN "transactions" t ON t."id" = c."transaction_id"
WHERE t."deleted_at" IS NULL AND t."status" <> 'canceled' AND t."amount_eur" IS NOT NULL
GROUP BY c."party_id", t."booked_on", t."team_id";--> statement-breakpoint
INSERT INTO "party_activity" ("party_id", "team_id", "version", "transaction_count", "amount_eur_sum", "amount_eur_sum_squares")
SELECT c."party_id", t."team_id", count(*), count(*), sum(t."amount_eur"), sum(t."amount_eur" * t."amount_eur")
FROM (SELECT DISTINCT "transaction_id", "party_id" FROM "transaction_parties" WHERE "role" <> 'representative') c
JOIN "transactions" t ON t."id" = c."transaction_id"
WHERE t."deleted_at" IS NULL AND t."status" <> 'canceled' AND t."amount_eur" IS NOT NULL
GROUP BY c."party_id", t."team_id";--> statement-breakpoint
-- Raised inside the one statement that records a transaction when a party's aggregates moved
-- since they were read: the statement is undone as a whole and the writer reads them again.
CREATE FUNCTION "aml_activity_conflict"() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = '40001', MESSAGE = 'party activity changed since it was read';
END
$$;