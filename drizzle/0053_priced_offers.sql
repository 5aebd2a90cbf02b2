ALTER TABLE "offers" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_fils_per_day" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "vehicle_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "vehicle_model_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_days" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_one_discount" CHECK ("offers"."discount_percent" is null or "offers"."discount_fils_per_day" is null);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_percent" CHECK ("offers"."discount_percent" is null or "offers"."discount_percent" between 1 and 50);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_fils" CHECK ("offers"."discount_fils_per_day" is null or "offers"."discount_fils_per_day" > 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_min_days" CHECK ("offers"."min_days" is null or "offers"."min_days" >= 1);--> statement-breakpoint
-- The seeded weekend offer becomes a priced one (decision 083): 10% off the standard SUVs on rentals of
-- two days or more. Only while it still holds no discount: an offer staff have priced stays as they set it.
UPDATE "offers" SET "discount_percent" = 10, "min_days" = 2, "vehicle_type_ids" = ARRAY(SELECT "id" FROM "vehicle_types" WHERE "name" = 'SUV Standard') WHERE "title"->>'en' = 'Weekend SUV Escape' AND "discount_percent" IS NULL AND "discount_fils_per_day" IS NULL;
