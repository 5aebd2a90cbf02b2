CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_fils" integer,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer DEFAULT 1 NOT NULL,
	"vehicle_model_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_fils" is null)),
	CONSTRAINT "promo_codes_percent" CHECK ("promo_codes"."percent_off" is null or "promo_codes"."percent_off" between 1 and 50),
	CONSTRAINT "promo_codes_amount" CHECK ("promo_codes"."amount_off_fils" is null or "promo_codes"."amount_off_fils" > 0),
	CONSTRAINT "promo_codes_dates" CHECK ("promo_codes"."valid_from" <= "promo_codes"."valid_until"),
	CONSTRAINT "promo_codes_uses" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" > 0) and "promo_codes"."max_uses_per_customer" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;