ALTER TABLE "parties" ADD COLUMN "parent_party_id" bigint;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "share" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "board_role" text;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_parent_party_id_parties_id_fk" FOREIGN KEY ("parent_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_parent_party_id_idx" ON "parties" USING btree ("parent_party_id");