CREATE TABLE "rental_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_reference" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"evidence" jsonb,
	"from_deposit_fils" integer DEFAULT 0 NOT NULL,
	"payment_order_ref" text,
	"payment_url" text,
	"pay_token_hash" text,
	"paid_fils" integer DEFAULT 0 NOT NULL,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	"state" text DEFAULT 'settling' NOT NULL,
	"charged_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_charges_kind_check" CHECK ("rental_charges"."kind" in ('return', 'toll', 'fine')),
	CONSTRAINT "rental_charges_state_check" CHECK ("rental_charges"."state" in ('settling', 'awaiting_payment', 'due_at_counter', 'paid')),
	CONSTRAINT "rental_charges_paid_by_check" CHECK ("rental_charges"."paid_by" in ('link', 'counter')),
	CONSTRAINT "rental_charges_source_check" CHECK ("rental_charges"."kind" = 'return' OR "rental_charges"."source_reference" IS NOT NULL),
	CONSTRAINT "rental_charges_totals_check" CHECK ("rental_charges"."net_fils" >= 0 AND "rental_charges"."vat_fils" >= 0 AND "rental_charges"."total_fils" = "rental_charges"."net_fils" + "rental_charges"."vat_fils" AND "rental_charges"."total_fils" > 0),
	CONSTRAINT "rental_charges_settled_check" CHECK ("rental_charges"."from_deposit_fils" >= 0 AND "rental_charges"."paid_fils" >= 0 AND "rental_charges"."from_deposit_fils" + "rental_charges"."paid_fils" <= "rental_charges"."total_fils")
);
--> statement-breakpoint
CREATE TABLE "toll_fine_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"item" text NOT NULL,
	"source_reference" text NOT NULL,
	"plate" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount_fils" integer NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"booking_id" integer,
	"charge_id" integer,
	"state" text NOT NULL,
	"dismiss_reason" text,
	"imported_by" integer,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_fine_rows_source_check" CHECK ("toll_fine_rows"."source" in ('toll', 'fine')),
	CONSTRAINT "toll_fine_rows_item_check" CHECK ("toll_fine_rows"."item" in ('salik', 'traffic_fine', 'municipal_fine')),
	CONSTRAINT "toll_fine_rows_state_check" CHECK ("toll_fine_rows"."state" in ('matched', 'charged', 'unmatched', 'dismissed')),
	CONSTRAINT "toll_fine_rows_amount_check" CHECK ("toll_fine_rows"."amount_fils" > 0),
	CONSTRAINT "toll_fine_rows_charged_check" CHECK ("toll_fine_rows"."charge_id" IS NULL OR "toll_fine_rows"."state" = 'charged'),
	CONSTRAINT "toll_fine_rows_booking_check" CHECK ("toll_fine_rows"."state" NOT IN ('matched', 'charged') OR "toll_fine_rows"."booking_id" IS NOT NULL),
	CONSTRAINT "toll_fine_rows_dismissed_check" CHECK ("toll_fine_rows"."dismiss_reason" IS NULL OR "toll_fine_rows"."state" = 'dismissed')
);
--> statement-breakpoint
ALTER TABLE "rental_charges" ADD CONSTRAINT "rental_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_charges" ADD CONSTRAINT "rental_charges_charged_by_users_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_fine_rows" ADD CONSTRAINT "toll_fine_rows_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_fine_rows" ADD CONSTRAINT "toll_fine_rows_charge_id_rental_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."rental_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_fine_rows" ADD CONSTRAINT "toll_fine_rows_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_fine_rows" ADD CONSTRAINT "toll_fine_rows_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_charges_booking_idx" ON "rental_charges" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_charges_invoice_number_key" ON "rental_charges" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_charges_source_key" ON "rental_charges" USING btree ("kind","source_reference") WHERE source_reference IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_charges_one_return_key" ON "rental_charges" USING btree ("booking_id") WHERE kind = 'return';--> statement-breakpoint
CREATE UNIQUE INDEX "rental_charges_order_key" ON "rental_charges" USING btree ("payment_order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "toll_fine_rows_source_key" ON "toll_fine_rows" USING btree ("source","source_reference");--> statement-breakpoint
CREATE INDEX "toll_fine_rows_state_idx" ON "toll_fine_rows" USING btree ("state","occurred_at");