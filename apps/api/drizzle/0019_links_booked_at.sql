-- A transaction's parties carry its booking time instead of its day (issue 9): the newest
-- linked transactions of a party are then the last entries of one index range, read without
-- the rest of the window however many transactions it holds.
DROP INDEX "transaction_parties_party_id_booked_on_idx";--> statement-breakpoint
ALTER TABLE "transaction_parties" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "transaction_parties" tp SET "booked_at" = t."booked_at" FROM "transactions" t WHERE t."id" = tp."transaction_id";--> statement-breakpoint
ALTER TABLE "transaction_parties" ALTER COLUMN "booked_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_parties_party_id_booked_at_idx" ON "transaction_parties" USING btree ("party_id","booked_at","transaction_id");--> statement-breakpoint
ALTER TABLE "transaction_parties" DROP COLUMN "booked_on";
