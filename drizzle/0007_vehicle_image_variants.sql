ALTER TABLE "stored_files" ADD COLUMN "variant_of" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_variant_of_stored_files_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_variant_of_idx" ON "stored_files" USING btree ("variant_of");