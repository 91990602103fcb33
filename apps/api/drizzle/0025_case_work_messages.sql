-- Alerts and tasks the application raises keep their titles, explanations and descriptions as
-- messages (a key and its arguments, packages/shared/src/messages) written in each reader's
-- language (docs/alerts.md, "Titles and explanations"). Rows stored before keep their words
-- and no message: they read as they were written.
ALTER TABLE "alerts" ADD COLUMN "title_message" jsonb;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "explanation_message" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "title_message" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "description_message" jsonb;
