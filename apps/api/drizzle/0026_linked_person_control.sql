ALTER TABLE "parties" ADD COLUMN "votes" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "other_control" text;