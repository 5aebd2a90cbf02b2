ALTER TABLE "account_events" DROP CONSTRAINT "account_events_kind_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_review_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_kind_check" CHECK ("account_events"."kind" in ('registered', 'approved', 'rejected', 'documents_added', 'profile_updated', 'roles_changed', 'password_changed', 'password_reset', 'invited', 'deactivated', 'reactivated'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_review_status_check" CHECK ("users"."review_status" in ('pending', 'approved', 'rejected', 'documents_needed'));--> statement-breakpoint
-- Accounts that were made 'approved' without a documents review (staff invited or made owner, and
-- so, once their roles were taken away, customers who could book with no licence or passport)
-- have sent no documents: they stand where anyone without documents stands.
UPDATE "users" SET "review_status" = 'documents_needed', "updated_at" = now()
WHERE "review_status" = 'approved'
  AND NOT EXISTS (SELECT 1 FROM "account_events" e WHERE e."user_id" = "users"."id" AND e."kind" = 'approved')
  AND NOT EXISTS (SELECT 1 FROM "user_documents" d WHERE d."user_id" = "users"."id");
