DROP INDEX "email_messages_due_idx";--> statement-breakpoint
CREATE INDEX "email_messages_unsent_idx" ON "email_messages" USING btree ("id") WHERE "email_messages"."status" in ('pending', 'sending');