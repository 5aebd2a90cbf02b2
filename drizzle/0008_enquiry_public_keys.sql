ALTER TABLE "enquiries" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_public_id_idx" ON "enquiries" USING btree ("public_id");