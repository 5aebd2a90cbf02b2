-- A closure's reason in English and Arabic: the text kept so far becomes both, until staff edit the Arabic.
ALTER TABLE "branch_closures" ALTER COLUMN "reason" SET DATA TYPE jsonb USING jsonb_build_object('en', "reason", 'ar', "reason");--> statement-breakpoint
ALTER TABLE "branch_closures" ADD CONSTRAINT "branch_closures_reason_languages_check" CHECK (jsonb_typeof("reason" -> 'en') = 'string' AND jsonb_typeof("reason" -> 'ar') = 'string');
