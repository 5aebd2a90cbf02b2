-- One Arabic trade name, الواحة لتأجير السيارات, on the site, the invoice and the terms (decision
-- 030): the company's legal name in the invoice address, the contact page's address and the rental
-- terms written in earlier databases used a transliteration. A fresh database is seeded with the
-- new name (app/db/seed/settings.ts, terms.ts); an address or term staff have rewritten without the
-- old name is left as they wrote it.
UPDATE "settings"
SET "value" = replace("value"::text, 'أواسيس لتأجير السيارات', 'الواحة لتأجير السيارات')::jsonb
WHERE "key" IN ('invoiceAddress', 'headOfficeMap') AND "value"::text LIKE '%أواسيس لتأجير السيارات%';--> statement-breakpoint
UPDATE "terms_sections"
SET "body" = replace("body"::text, 'أواسيس لتأجير السيارات', 'الواحة لتأجير السيارات')::jsonb
WHERE "body"::text LIKE '%أواسيس لتأجير السيارات%';
