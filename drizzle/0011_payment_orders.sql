CREATE TABLE "booking_payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD CONSTRAINT "booking_payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payment_orders_ref_key" ON "booking_payment_orders" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "booking_payment_orders_booking_idx" ON "booking_payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_payment_orders_created_idx" ON "booking_payment_orders" USING btree ("created_at");--> statement-breakpoint
-- Orders made before this table existed: the one each booking kept.
INSERT INTO "booking_payment_orders" ("booking_id", "order_ref", "amount_fils", "state", "created_at", "updated_at")
SELECT "id", "payment_order_ref", coalesce("total_fils", 0), "payment_state", "updated_at", "updated_at"
FROM "bookings" WHERE "payment_order_ref" IS NOT NULL;
