CREATE TABLE "booking_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"captured_fils" integer DEFAULT 0 NOT NULL,
	"released_fils" integer DEFAULT 0 NOT NULL,
	"order_ref" text,
	"provider_state" text,
	"state" text NOT NULL,
	"taken_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_deposits_method_check" CHECK ("booking_deposits"."method" in ('card', 'counter')),
	CONSTRAINT "booking_deposits_state_check" CHECK ("booking_deposits"."state" in ('requested', 'held', 'partly_captured', 'captured', 'released', 'failed')),
	CONSTRAINT "booking_deposits_amount_check" CHECK ("booking_deposits"."amount_fils" > 0),
	CONSTRAINT "booking_deposits_within_held_check" CHECK ("booking_deposits"."captured_fils" >= 0 AND "booking_deposits"."released_fils" >= 0 AND "booking_deposits"."captured_fils" + "booking_deposits"."released_fils" <= "booking_deposits"."amount_fils"),
	CONSTRAINT "booking_deposits_card_order_check" CHECK ("booking_deposits"."method" <> 'card' OR "booking_deposits"."order_ref" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "deposit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"amount_fils" integer,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_events_actor_kind_check" CHECK ("deposit_events"."actor_kind" in ('staff', 'customer', 'provider', 'system'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD COLUMN "deposit_fils" integer DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD CONSTRAINT "booking_deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD CONSTRAINT "booking_deposits_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_deposit_id_booking_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."booking_deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_deposits_booking_idx" ON "booking_deposits" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_deposits_order_ref_key" ON "booking_deposits" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_deposits_one_live_key" ON "booking_deposits" USING btree ("booking_id") WHERE state <> 'failed';--> statement-breakpoint
CREATE INDEX "deposit_events_deposit_idx" ON "deposit_events" USING btree ("deposit_id","created_at");--> statement-breakpoint
-- The classes whose deposit is AED 2,500 (SUVs, luxury and sports cars); every other class keeps AED 2,000.
UPDATE "vehicle_types" SET "deposit_fils" = 250000 WHERE "name" IN ('SUV Standard', 'SUV Premium', 'Luxury', 'Extra Ordinary');
