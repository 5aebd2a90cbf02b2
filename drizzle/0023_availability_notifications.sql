-- Instances keep availability in memory for quotes and priced lists (app/modules/fleet/availability-ledger.server.ts)
-- and read it again when told that a booking's car, dates or state, a block or a branch's stock changed.
CREATE OR REPLACE FUNCTION notify_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('availability_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_availability_changed
  AFTER INSERT OR DELETE OR UPDATE OF status, hold_expires_at, pickup_at, blocked_until, vehicle_model_id, pickup_branch_id
  ON bookings FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_truncated_availability_changed AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
--> statement-breakpoint
CREATE TRIGGER blocked_cars_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blocked_cars FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
--> statement-breakpoint
CREATE TRIGGER branch_fleet_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branch_fleet FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
