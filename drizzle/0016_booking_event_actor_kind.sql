ALTER TABLE "booking_events" ADD COLUMN "actor_kind" text;--> statement-breakpoint
-- Moves recorded before the column: a staff member is named; the provider's answers, the customer's own steps and the site's expiries are told apart by their recorded reason.
UPDATE "booking_events" SET "actor_kind" = CASE
  WHEN "actor_id" IS NOT NULL THEN 'staff'
  WHEN "reason" LIKE 'card payment %' AND "reason" <> 'card payment started' THEN 'provider'
  WHEN "reason" IN ('card payment started', 'pay on pick-up', 'selection moved', 'cancelled by the customer') THEN 'customer'
  ELSE 'system'
END;
