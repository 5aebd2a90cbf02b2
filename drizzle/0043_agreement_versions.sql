CREATE TABLE "rental_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"rental_id" integer NOT NULL,
	"stored_file_id" integer NOT NULL,
	"amendment_id" integer,
	"source" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_amendment_id_booking_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."booking_amendments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_agreements_rental_idx" ON "rental_agreements" USING btree ("rental_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_agreements_file_key" ON "rental_agreements" USING btree ("stored_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_agreements_amendment_key" ON "rental_agreements" USING btree ("amendment_id");