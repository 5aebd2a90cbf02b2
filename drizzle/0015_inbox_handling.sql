ALTER TABLE "form_submissions" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "handled_by" integer;