ALTER TABLE "booking_enquiries" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "booking_enquiries" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_address" text;