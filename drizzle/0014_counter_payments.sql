ALTER TABLE "bookings" ADD COLUMN "counter_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "counter_payment_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "counter_paid_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_counter_paid_by_users_id_fk" FOREIGN KEY ("counter_paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;