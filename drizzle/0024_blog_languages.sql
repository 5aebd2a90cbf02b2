-- Blog posts and topics in English and Arabic: every customer-facing text becomes { "en": ..., "ar"?: ... },
-- the existing (English) text converted in place; Arabic is added later by staff.
ALTER TABLE "blog_topics" DROP CONSTRAINT "blog_topics_title_unique";--> statement-breakpoint
ALTER TABLE "blog_topics" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_topics_title_en_unique" ON "blog_topics" USING btree (("title"->>'en'));--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "sub_title" SET DATA TYPE jsonb USING CASE WHEN "sub_title" IS NULL THEN NULL ELSE jsonb_build_object('en', "sub_title") END;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "author" SET DATA TYPE jsonb USING jsonb_build_object('en', "author");--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "meta_description" SET DATA TYPE jsonb USING CASE WHEN "meta_description" IS NULL THEN NULL ELSE jsonb_build_object('en', "meta_description") END;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "meta_keywords" SET DATA TYPE jsonb USING CASE WHEN "meta_keywords" IS NULL THEN NULL ELSE jsonb_build_object('en', "meta_keywords") END;--> statement-breakpoint
-- The body keeps its document format; the stored document becomes the English one.
UPDATE "blog_posts" SET "content" = jsonb_build_object('en', "content");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "banner_alt" jsonb;
