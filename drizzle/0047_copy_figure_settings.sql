-- Two company-wide figures the FAQ, terms and deposit mails quote (decision 077): the days after
-- return within which a held deposit is released, and the Oman insurance per week (AED 700 before VAT).
INSERT INTO "settings" ("key", "value") VALUES
  ('depositReleaseDays', '30'),
  ('omanInsurancePerWeekFils', '70000')
ON CONFLICT ("key") DO NOTHING;
