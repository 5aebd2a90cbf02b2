-- Where a card payment stands, in the site's own words (decision record 053). The provider's states,
-- stored until now as free text, are translated once here for the rows already kept; from now on the
-- payments module translates each answer as it reads it. The translation below is the one of
-- app/modules/payments/ngenius-client.server.ts at the time of this migration, and is dropped after it.
CREATE FUNCTION "payment_status_of_provider_state"(state text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE state
    WHEN 'STARTED' THEN 'started'
    WHEN 'AUTHORISED' THEN 'authorised'
    WHEN 'PARTIALLY_CAPTURED' THEN 'authorised'
    WHEN 'PURCHASED' THEN 'paid'
    WHEN 'CAPTURED' THEN 'paid'
    WHEN 'PARTIALLY_REFUNDED' THEN 'partly_refunded'
    WHEN 'REFUNDED' THEN 'refunded'
    WHEN 'FAILED' THEN 'failed'
    WHEN 'DECLINED' THEN 'failed'
    WHEN 'CANCELLED' THEN 'cancelled'
    WHEN 'REVERSED' THEN 'cancelled'
    ELSE 'pending'
  END
$$;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_status" text;--> statement-breakpoint
UPDATE "bookings" SET "payment_status" = "payment_status_of_provider_state"("payment_state") WHERE "payment_state" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "payment_state";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('started', 'pending', 'authorised', 'paid', 'partly_refunded', 'refunded', 'failed', 'cancelled'));--> statement-breakpoint
-- Each order keeps the provider's own word for staff to quote, its status, and what was taken and given back.
ALTER TABLE "booking_payment_orders" RENAME COLUMN "state" TO "provider_state";--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD COLUMN "captured_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD COLUMN "refunded_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "booking_payment_orders" SET "status" = CASE WHEN "provider_state" IS NULL THEN 'started' ELSE "payment_status_of_provider_state"("provider_state") END;--> statement-breakpoint
UPDATE "booking_payment_orders" SET "captured_fils" = "amount_fils" WHERE "status" IN ('paid', 'partly_refunded', 'refunded');--> statement-breakpoint
UPDATE "booking_payment_orders" AS o SET "refunded_fils" = CASE
  WHEN o."status" = 'refunded' THEN o."amount_fils"
  ELSE LEAST(o."captured_fils", COALESCE((SELECT sum(r."amount_fils") FROM "booking_refunds" r WHERE r."order_ref" = o."order_ref" AND r."state" = 'refunded'), 0))
END;--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD CONSTRAINT "booking_payment_orders_status_check" CHECK ("booking_payment_orders"."status" in ('started', 'pending', 'authorised', 'paid', 'partly_refunded', 'refunded', 'failed', 'cancelled'));--> statement-breakpoint
-- The site's reasons on the booking history named the provider's state ('card payment PURCHASED'); they name the status now.
UPDATE "booking_events" SET "reason" = 'card payment ' || "payment_status_of_provider_state"(substring("reason" from 14)) WHERE "reason" ~ '^card payment [A-Z0-9_]+$';--> statement-breakpoint
DROP FUNCTION "payment_status_of_provider_state"(text);--> statement-breakpoint
-- A change is created waiting for its difference; the mover takes it on from there.
ALTER TABLE "booking_amendments" ALTER COLUMN "state" SET DEFAULT 'awaiting_payment';--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_subject_check" CHECK ("payment_events"."subject" in ('booking_payment', 'payment_order', 'refund', 'amendment')),
	CONSTRAINT "payment_events_actor_kind_check" CHECK ("payment_events"."actor_kind" in ('staff', 'customer', 'provider', 'system'))
);--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_booking_idx" ON "payment_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_subject_idx" ON "payment_events" USING btree ("subject","subject_id");
