ALTER TABLE "vehicle_types" ADD COLUMN "scdw_daily_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_scdw_daily_check" CHECK ("vehicle_types"."scdw_daily_fils" >= 0);--> statement-breakpoint
-- The seeded classes' super CDW per day before VAT (DECISIONS: Cover), as the seed writes it for a new database.
UPDATE "vehicle_types" SET "scdw_daily_fils" = CASE "name"
  WHEN 'Premium' THEN 3500
  WHEN 'Full Size' THEN 3500
  WHEN 'SUV Standard' THEN 4500
  WHEN 'SUV Premium' THEN 4500
  WHEN 'Luxury' THEN 9000
  WHEN 'Extra Ordinary' THEN 9000
  ELSE 2500
END;
