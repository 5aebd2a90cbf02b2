CREATE TABLE "submission_thread" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"subject" text,
	"body" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_thread_kind_check" CHECK ("submission_thread"."kind" in ('note', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "submission_thread" ADD CONSTRAINT "submission_thread_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_thread" ADD CONSTRAINT "submission_thread_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_thread" ADD CONSTRAINT "submission_thread_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_thread_submission_idx" ON "submission_thread" USING btree ("submission_id","created_at");--> statement-breakpoint
-- Entries already marked handled are done; the rest were never started and stay new.
UPDATE "form_submissions" SET "status" = 'done' WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_status_check" CHECK ("form_submissions"."status" in ('new', 'in_progress', 'done'));