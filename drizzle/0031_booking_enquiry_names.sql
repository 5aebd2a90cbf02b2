-- The booking enquiries take a name of their own: "enquiries" also names the contact-type forms
-- (form_submissions). A rename keeps the rows, their ids and every link to them; the sequence, keys
-- and indexes follow the table's new name.
ALTER TABLE "enquiries" RENAME TO "booking_enquiries";--> statement-breakpoint
ALTER SEQUENCE "enquiries_id_seq" RENAME TO "booking_enquiries_id_seq";--> statement-breakpoint
ALTER TABLE "booking_enquiries" RENAME CONSTRAINT "enquiries_pkey" TO "booking_enquiries_pkey";--> statement-breakpoint
ALTER TABLE "booking_enquiries" RENAME CONSTRAINT "enquiries_vehicle_type_id_vehicle_types_id_fk" TO "booking_enquiries_vehicle_type_id_vehicle_types_id_fk";--> statement-breakpoint
ALTER TABLE "booking_enquiries" RENAME CONSTRAINT "enquiries_pickup_branch_id_branches_id_fk" TO "booking_enquiries_pickup_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "booking_enquiries" RENAME CONSTRAINT "enquiries_dropoff_branch_id_branches_id_fk" TO "booking_enquiries_dropoff_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "booking_enquiries" RENAME CONSTRAINT "enquiries_user_id_users_id_fk" TO "booking_enquiries_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "bookings_enquiry_id_enquiries_id_fk" TO "bookings_enquiry_id_booking_enquiries_id_fk";--> statement-breakpoint
ALTER INDEX "enquiries_created_idx" RENAME TO "booking_enquiries_created_idx";--> statement-breakpoint
ALTER INDEX "enquiries_public_id_idx" RENAME TO "booking_enquiries_public_id_idx";--> statement-breakpoint
-- PostgreSQL 18 also names each NOT NULL as a constraint after the table (enquiries_email_not_null);
-- earlier versions have none, so these are found rather than listed.
DO $$
DECLARE
  old_name name;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = '"booking_enquiries"'::regclass AND conname LIKE 'enquiries\_%'
  LOOP
    EXECUTE format('ALTER TABLE "booking_enquiries" RENAME CONSTRAINT %I TO %I', old_name, 'booking_' || old_name);
  END LOOP;
END
$$;--> statement-breakpoint
-- The booking state 'enquiry' goes: the site never wrote it (a booking starts as a draft). A row that
-- holds it all the same cannot be mapped to a state by rule, so the migration stops and names where
-- it is, for someone to correct by hand.
DO $$
DECLARE
  found text;
BEGIN
  SELECT string_agg(format('%s (%s)', place, rows), ', ') INTO found
  FROM (
    SELECT 'bookings.status' AS place, count(*) AS rows FROM "bookings" WHERE "status" = 'enquiry'
    UNION ALL
    SELECT 'booking_events.from_status', count(*) FROM "booking_events" WHERE "from_status" = 'enquiry'
    UNION ALL
    SELECT 'booking_events.to_status', count(*) FROM "booking_events" WHERE "to_status" = 'enquiry'
  ) AS places
  WHERE rows > 0;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Rows hold the booking state enquiry, which the site no longer has: %', found
      USING ERRCODE = 'check_violation',
        HINT = 'Correct those rows to another state (a booking that was never placed to cancelled), then migrate again.';
  END IF;
END
$$;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_from_status_check";--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_to_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_from_status_check" CHECK ("booking_events"."from_status" in ('draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_to_status_check" CHECK ("booking_events"."to_status" in ('draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show'));
