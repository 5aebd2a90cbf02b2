CREATE TABLE "rental_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rental_id" integer NOT NULL,
	"stage" text NOT NULL,
	"zone" text,
	"stored_file_id" integer NOT NULL,
	"taken_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_photos_stage_check" CHECK ("rental_photos"."stage" in ('out', 'in')),
	CONSTRAINT "rental_photos_zone_check" CHECK ("rental_photos"."zone" in ('front_bumper', 'bonnet', 'windscreen', 'roof', 'rear_window', 'boot', 'rear_bumper', 'front_left', 'front_right', 'left_doors', 'right_doors', 'rear_left', 'rear_right', 'wheels', 'interior'))
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"fleet_car_id" integer NOT NULL,
	"upgrade_note" text,
	"handed_over_at" timestamp with time zone NOT NULL,
	"handed_over_by" integer NOT NULL,
	"odometer_out_km" integer NOT NULL,
	"fuel_out_eighths" integer NOT NULL,
	"damage_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licence_seen" text NOT NULL,
	"signature_file_id" integer NOT NULL,
	"agreement_file_id" integer NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_by" integer,
	"odometer_in_km" integer,
	"fuel_in_eighths" integer,
	"damage_in" jsonb,
	"new_damage_fils" integer,
	"cleaning_needed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_odometer_out_check" CHECK ("rentals"."odometer_out_km" >= 0),
	CONSTRAINT "rentals_fuel_out_check" CHECK ("rentals"."fuel_out_eighths" between 0 and 8),
	CONSTRAINT "rentals_fuel_in_check" CHECK ("rentals"."fuel_in_eighths" between 0 and 8),
	CONSTRAINT "rentals_odometer_in_check" CHECK ("rentals"."odometer_in_km" >= "rentals"."odometer_out_km"),
	CONSTRAINT "rentals_returned_after_check" CHECK ("rentals"."returned_at" >= "rentals"."handed_over_at"),
	CONSTRAINT "rentals_new_damage_check" CHECK ("rentals"."new_damage_fils" >= 0),
	CONSTRAINT "rentals_return_whole_check" CHECK (("rentals"."returned_at" IS NULL) = ("rentals"."returned_by" IS NULL)
        AND ("rentals"."returned_at" IS NULL) = ("rentals"."odometer_in_km" IS NULL)
        AND ("rentals"."returned_at" IS NULL) = ("rentals"."fuel_in_eighths" IS NULL)
        AND ("rentals"."returned_at" IS NULL) = ("rentals"."damage_in" IS NULL)
        AND ("rentals"."returned_at" IS NULL) = ("rentals"."new_damage_fils" IS NULL)
        AND ("rentals"."returned_at" IS NULL) = ("rentals"."cleaning_needed" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_fleet_car_id_fleet_cars_id_fk" FOREIGN KEY ("fleet_car_id") REFERENCES "public"."fleet_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_agreement_file_id_stored_files_id_fk" FOREIGN KEY ("agreement_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_photos_rental_idx" ON "rental_photos" USING btree ("rental_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_booking_key" ON "rentals" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "rentals_car_idx" ON "rentals" USING btree ("fleet_car_id","handed_over_at");