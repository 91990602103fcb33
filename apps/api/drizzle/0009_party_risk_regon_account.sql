ALTER TABLE "parties" ADD COLUMN "regon" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "risk_level" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "parties_team_id_risk_level_idx" ON "parties" USING btree ("team_id","risk_level");