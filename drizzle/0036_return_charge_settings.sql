ALTER TABLE "vehicle_models" ADD COLUMN "tank_litres" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD COLUMN "cdw_excess_fils" integer DEFAULT 150000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD COLUMN "extra_km_fils" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_tank_litres_check" CHECK ("vehicle_models"."tank_litres" between 10 and 200);--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_cdw_excess_check" CHECK ("vehicle_types"."cdw_excess_fils" >= 0);--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_extra_km_check" CHECK ("vehicle_types"."extra_km_fils" >= 0);--> statement-breakpoint
-- Seeded figures (DECISIONS: return charges, cover). Standard CDW excess per class: AED 1,500; SUV
-- AED 2,500; Luxury and Sports (Extra Ordinary) AED 5,000. Extra km: AED 0.50; SUV, Luxury and
-- Extra Ordinary AED 1.00. A fresh database gets the same from the seed (app/db/seed/counter-figures.ts).
UPDATE "vehicle_types" SET "cdw_excess_fils" = 250000, "extra_km_fils" = 100 WHERE "name" IN ('SUV Standard', 'SUV Premium');--> statement-breakpoint
UPDATE "vehicle_types" SET "cdw_excess_fils" = 500000, "extra_km_fils" = 100 WHERE "name" IN ('Luxury', 'Extra Ordinary');--> statement-breakpoint
-- Tank sizes by body style, typical of the models the fleet holds.
UPDATE "vehicle_models" SET "tank_litres" = CASE "body_style"
  WHEN 'hatchback' THEN 40
  WHEN 'sedan' THEN 50
  WHEN 'coupe' THEN 60
  WHEN 'luxury-sedan' THEN 70
  WHEN 'suv' THEN 60
  WHEN 'large-suv' THEN 80
  WHEN 'minivan' THEN 70
  WHEN 'van' THEN 75
  WHEN 'pickup' THEN 80
  ELSE 50 END;--> statement-breakpoint
-- The company-wide figures the return charges are worked out from (app/modules/settings/charge-rules.ts).
INSERT INTO "settings" ("key", "value") VALUES
  ('fuelPricePerLitreFils', '258'),
  ('fuelServicePercent', '20'),
  ('lateReturnGraceMinutes', '60'),
  ('kmPerDay', '250'),
  ('kmPerMonth', '4000'),
  ('cleaningFeeFils', '10000'),
  ('salikFeePercent', '10'),
  ('trafficFineFeeFils', '5000'),
  ('municipalFineFeeFils', '2500')
ON CONFLICT ("key") DO NOTHING;
