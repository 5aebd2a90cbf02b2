ALTER TABLE "users" ADD COLUMN "residency" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_residency_check" CHECK ("users"."residency" in ('resident', 'visitor'));