-- A rental records the higher class its car went out as when the counter gave an upgrade (decision 087); the
-- cars out are indexed, since availability counts a booking against the model of the car it has out.
ALTER TABLE "rentals" ADD COLUMN "upgraded_to_type_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_upgraded_to_type_id_vehicle_types_id_fk" FOREIGN KEY ("upgraded_to_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_out_idx" ON "rentals" USING btree ("fleet_car_id") WHERE "rentals"."returned_at" IS NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_upgrade_noted_check" CHECK ("rentals"."upgraded_to_type_id" IS NULL OR "rentals"."upgrade_note" IS NOT NULL);