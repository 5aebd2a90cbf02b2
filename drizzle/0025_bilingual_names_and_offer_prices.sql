-- People's and customers' names in both site languages, like the texts around them; an existing
-- name becomes the English one.
ALTER TABLE "people" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_fils" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_per" text;--> statement-breakpoint
-- A database seeded before this migration gets the Arabic names the seed now writes
-- (app/db/seed/people.ts and content.ts), only where nobody has given one yet.
UPDATE "people" AS p SET "name" = p."name" || jsonb_build_object('ar', seeded.ar)
FROM (VALUES
  ('Saeed Mohammed Al Dhaheri', 'سعيد محمد الظاهري'),
  ('Mohammed Obaid Al Dhaheri', 'محمد عبيد الظاهري'),
  ('Khalid Saeed Al Dhaheri', 'خالد سعيد الظاهري'),
  ('Hamad Saeed Al Dhaheri', 'حمد سعيد الظاهري'),
  ('Sultan Saeed Al Dhaheri', 'سلطان سعيد الظاهري'),
  ('Mariam Saeed Al Dhaheri', 'مريم سعيد الظاهري'),
  ('Ahmed Rashid Al Kaabi', 'أحمد راشد الكعبي'),
  ('Fatima Ali Al Shamsi', 'فاطمة علي الشامسي'),
  ('Omar Khalfan Al Marri', 'عمر خلفان المري'),
  ('Yousef Abdullah Al Hosani', 'يوسف عبدالله الحوسني'),
  ('Noura Hamdan Al Ketbi', 'نورة حمدان الكتبي')
) AS seeded(en, ar)
WHERE p."name"->>'en' = seeded.en AND NOT p."name" ? 'ar';--> statement-breakpoint
UPDATE "testimonials" AS t SET "name" = t."name" || jsonb_build_object('ar', seeded.ar)
FROM (VALUES ('Rashed Al Mazrouei', 'راشد المزروعي'), ('Priya Menon', 'بريا مينون')) AS seeded(en, ar)
WHERE t."name"->>'en' = seeded.en AND NOT t."name" ? 'ar';--> statement-breakpoint
-- The seeded offers' prices move out of their titles and banners into words the pages lay over the
-- banner in the visitor's language; titles change only where they are still the seed's.
UPDATE "offers" AS o SET "price_fils" = seeded.fils, "price_per" = seeded.per,
  "title" = CASE WHEN o."title" = seeded.old_title THEN seeded.new_title ELSE o."title" END
FROM (VALUES
  ('Weekly Saver: from AED 79 per day', 7900, 'day',
   '{"en":"Weekly Saver: from AED 79 per day","ar":"عرض التوفير الأسبوعي: ابتداءً من 79 درهماً يومياً"}'::jsonb,
   '{"en":"Weekly Saver","ar":"عرض التوفير الأسبوعي"}'::jsonb),
  ('Monthly rental from AED 1,650', 165000, 'month',
   '{"en":"Monthly rental from AED 1,650","ar":"إيجار شهري ابتداءً من 1,650 درهماً"}'::jsonb,
   '{"en":"Monthly rental","ar":"الإيجار الشهري"}'::jsonb),
  ('Weekend SUV Escape', 14900, 'day', NULL, NULL)
) AS seeded(en, fils, per, old_title, new_title)
WHERE o."title"->>'en' = seeded.en AND o."price_fils" IS NULL;--> statement-breakpoint
-- The seeded offer banners drew their price in the picture ('AED 149 PER DAY'), in English only:
-- their words and the gold rule under them are taken out, leaving the scene. Uploaded banners are
-- not touched; staff replace any that carry words.
UPDATE "stored_files" SET
  "bytes" = convert_to(cleaned.svg, 'UTF8'),
  "byte_size" = octet_length(convert_to(cleaned.svg, 'UTF8')),
  "sha256" = encode(sha256(convert_to(cleaned.svg, 'UTF8')), 'hex')
FROM (
  SELECT "id", regexp_replace(
    regexp_replace(convert_from("bytes", 'UTF8'), '<text[^>]*>[^<]*</text>', '', 'g'),
    '<rect x="112" y="(286|236)" width="120" height="6" rx="3" fill="#c9a227"/>', '', 'g') AS svg
  FROM "stored_files"
  WHERE "purpose" = 'offer-banner' AND "content_type" = 'image/svg+xml' AND "original_name" LIKE 'offer-%.svg'
) AS cleaned
WHERE "stored_files"."id" = cleaned."id" AND convert_from("stored_files"."bytes", 'UTF8') <> cleaned.svg;
--> statement-breakpoint
-- The seeded portraits of the board and management showed Latin initials, also on Arabic pages:
-- the letters give way to the figure app/db/seed/art/avatar.ts now draws, in the letters' colour.
UPDATE "stored_files" SET
  "bytes" = convert_to(cleaned.svg, 'UTF8'),
  "byte_size" = octet_length(convert_to(cleaned.svg, 'UTF8')),
  "sha256" = encode(sha256(convert_to(cleaned.svg, 'UTF8')), 'hex')
FROM (
  SELECT "id", regexp_replace(convert_from("bytes", 'UTF8'), '<text [^>]*fill="(#[0-9a-fA-F]+)"[^>]*>[^<]*</text>',
    '<circle cx="120" cy="100" r="32" fill="\1" fill-opacity="0.85"/><path d="M64 196 C68 156 92 142 120 142 C148 142 172 156 176 196 Z" fill="\1" fill-opacity="0.85"/>') AS svg
  FROM "stored_files"
  WHERE "purpose" = 'person' AND "content_type" = 'image/svg+xml' AND "original_name" LIKE 'person-%.svg'
) AS cleaned
WHERE "stored_files"."id" = cleaned."id" AND convert_from("stored_files"."bytes", 'UTF8') <> cleaned.svg;
