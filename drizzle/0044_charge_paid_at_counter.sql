ALTER TABLE "rental_charges" ADD COLUMN "counter_payment_method" text;--> statement-breakpoint
ALTER TABLE "rental_charges" ADD COLUMN "counter_paid_by" integer;--> statement-breakpoint
ALTER TABLE "rental_charges" ADD CONSTRAINT "rental_charges_counter_paid_by_users_id_fk" FOREIGN KEY ("counter_paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_charges" ADD CONSTRAINT "rental_charges_counter_payment_method_check" CHECK ("rental_charges"."counter_payment_method" in ('cash', 'card'));--> statement-breakpoint
ALTER TABLE "rental_charges" ADD CONSTRAINT "rental_charges_paid_at_counter_check" CHECK ("rental_charges"."counter_payment_method" IS NULL OR "rental_charges"."paid_by" = 'counter');