CREATE TABLE "booking_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"state" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"difference_fils" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"order_ref" text,
	"lapsed_reason" text,
	"replaced_invoice_number" integer,
	"credit_note_number" integer,
	"invoice_number" integer,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD COLUMN "amendment_id" integer;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_amendments_booking_idx" ON "booking_amendments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_amendments_waiting_idx" ON "booking_amendments" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_amendments_credit_note_key" ON "booking_amendments" USING btree ("credit_note_number");