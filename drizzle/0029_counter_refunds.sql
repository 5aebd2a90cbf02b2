ALTER TABLE "booking_refunds" ALTER COLUMN "order_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "paid_out_method" text;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "paid_out_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_credit_note_number" integer;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_paid_out_by_users_id_fk" FOREIGN KEY ("paid_out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_cancellation_credit_note_key" ON "bookings" USING btree ("cancellation_credit_note_number");