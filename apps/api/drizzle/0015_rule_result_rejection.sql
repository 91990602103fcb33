ALTER TABLE "rule_results" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "rule_results" ADD COLUMN "rejected_by" bigint;--> statement-breakpoint
ALTER TABLE "rule_results" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rule_results" ADD CONSTRAINT "rule_results_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;