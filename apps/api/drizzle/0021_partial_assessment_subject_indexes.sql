DROP INDEX "risk_assessments_party_id_idx";--> statement-breakpoint
DROP INDEX "risk_assessments_transaction_id_idx";--> statement-breakpoint
CREATE INDEX "risk_assessments_party_id_idx" ON "risk_assessments" USING btree ("party_id","id") WHERE "risk_assessments"."party_id" is not null;--> statement-breakpoint
CREATE INDEX "risk_assessments_transaction_id_idx" ON "risk_assessments" USING btree ("transaction_id","id") WHERE "risk_assessments"."transaction_id" is not null;