-- Rule results move into their assessment's row (ADR 7): results never change once made, and
-- as rows of their own each cost three index entries and a foreign-key check. A rejection,
-- the one later change, becomes a row of rule_result_rejections. A result's code is now its
-- assessment's code followed by its position in two digits; the migrated results take codes
-- of that form too (audit events keep naming the assessment and the rule of a rejection).
-- The fingerprint (a hash of the results, to tell whether a new assessment says anything new)
-- goes: the results it summed up are now in the same row and are compared themselves.
CREATE TABLE "rule_result_rejections" (
	"assessment_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"reason" text NOT NULL,
	"rejected_by" bigint,
	"rejected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_result_rejections_assessment_id_position_pk" PRIMARY KEY("assessment_id","position")
);
--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "results" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A new assessment is written once and read rarely: up to a page it stays in its row as it is,
-- instead of being compressed (pglz) from about 2 kB on, which cost more than the insert.
ALTER TABLE "risk_assessments" SET (toast_tuple_target = 8160);--> statement-breakpoint
UPDATE "risk_assessments" a SET "results" = r."results"
FROM (
  SELECT "assessment_id", jsonb_agg(jsonb_build_object(
      'rule_code', "rule_code", 'kind', "kind", 'status', "status", 'risk', "risk",
      'explanation', "explanation", 'missing', "missing") ORDER BY "id") AS "results"
  FROM "rule_results" GROUP BY "assessment_id"
) r
WHERE r."assessment_id" = a."id";--> statement-breakpoint
INSERT INTO "rule_result_rejections" ("assessment_id", "position", "reason", "rejected_by", "rejected_at")
SELECT "assessment_id", "position", coalesce("rejected_reason", ''), "rejected_by", "rejected_at"
FROM (
  SELECT *, row_number() OVER (PARTITION BY "assessment_id" ORDER BY "id") - 1 AS "position"
  FROM "rule_results"
) r
WHERE "rejected_at" IS NOT NULL;--> statement-breakpoint
DROP TABLE "rule_results" CASCADE;--> statement-breakpoint
ALTER TABLE "rule_result_rejections" ADD CONSTRAINT "rule_result_rejections_assessment_id_risk_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."risk_assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_result_rejections" ADD CONSTRAINT "rule_result_rejections_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" DROP COLUMN "fingerprint";
