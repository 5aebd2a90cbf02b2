-- Cars by plate replace the per-branch counts of branch_fleet (decision 055). Every counted car
-- becomes a record with a placeholder plate (Dubai, code Z, numbers from 1) and VIN, papers valid
-- for a year, for staff to correct on the cars screen.
CREATE TABLE "fleet_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate_emirate" text NOT NULL,
	"plate_code" text NOT NULL,
	"plate_number" integer NOT NULL,
	"vin" text NOT NULL,
	"colour" text NOT NULL,
	"vehicle_model_id" integer NOT NULL,
	"home_branch_id" integer NOT NULL,
	"odometer_km" integer DEFAULT 0 NOT NULL,
	"registration_expires_on" date NOT NULL,
	"insurance_expires_on" date NOT NULL,
	"next_service_on" date,
	"next_service_km" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_cars_vin_unique" UNIQUE("vin"),
	CONSTRAINT "fleet_cars_status_check" CHECK ("fleet_cars"."status" in ('available', 'on_rent', 'in_service', 'retired')),
	CONSTRAINT "fleet_cars_plate_emirate_check" CHECK ("fleet_cars"."plate_emirate" in ('Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah')),
	CONSTRAINT "fleet_cars_plate_number_check" CHECK ("fleet_cars"."plate_number" between 1 and 99999),
	CONSTRAINT "fleet_cars_vin_check" CHECK ("fleet_cars"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$'),
	CONSTRAINT "fleet_cars_odometer_check" CHECK ("fleet_cars"."odometer_km" >= 0),
	CONSTRAINT "fleet_cars_next_service_km_check" CHECK ("fleet_cars"."next_service_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fleet_cars" ADD CONSTRAINT "fleet_cars_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_cars" ADD CONSTRAINT "fleet_cars_home_branch_id_branches_id_fk" FOREIGN KEY ("home_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_cars_plate_idx" ON "fleet_cars" USING btree ("plate_emirate","plate_code","plate_number");--> statement-breakpoint
CREATE INDEX "fleet_cars_branch_model_idx" ON "fleet_cars" USING btree ("home_branch_id","vehicle_model_id");--> statement-breakpoint
INSERT INTO "fleet_cars" ("plate_emirate", "plate_code", "plate_number", "vin", "colour", "vehicle_model_id", "home_branch_id",
  "registration_expires_on", "insurance_expires_on", "notes")
SELECT 'Dubai', 'Z', n, 'ZZZBF' || lpad(n::text, 12, '0'), 'White', vehicle_model_id, branch_id,
  (current_date + interval '1 year')::date, (current_date + interval '1 year')::date,
  'Created from the branch count; replace the placeholder plate and VIN.'
FROM (
  SELECT row_number() OVER (ORDER BY f.branch_id, f.vehicle_model_id, s.i)::int AS n, f.branch_id, f.vehicle_model_id
  FROM "branch_fleet" f CROSS JOIN LATERAL generate_series(1, f.cars) AS s(i)
) counted;
--> statement-breakpoint
DROP TABLE "branch_fleet" CASCADE;
--> statement-breakpoint
-- A car joining, leaving, changing state, branch, model or papers changes what can be booked (see 0023).
CREATE TRIGGER fleet_cars_availability_changed
  AFTER INSERT OR DELETE OR UPDATE OF status, home_branch_id, vehicle_model_id, registration_expires_on, insurance_expires_on
  ON fleet_cars FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
--> statement-breakpoint
CREATE TRIGGER fleet_cars_truncated_availability_changed AFTER TRUNCATE ON fleet_cars FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
