-- Links to accounts and changes that point at rows no longer there (nothing deleted accounts, but the
-- columns had no foreign key to stop it). Every such column is nullable, and null already means "none":
-- an enquiry or form sent without signing in, a booking with no account, an order paying the booking
-- itself. The rows keep their own names and contact details, so the dangling link is cleared rather
-- than the row deleted or the migration stopped.
UPDATE "enquiries" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "enquiries"."user_id");--> statement-breakpoint
UPDATE "bookings" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "bookings"."user_id");--> statement-breakpoint
UPDATE "form_submissions" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "form_submissions"."user_id");--> statement-breakpoint
UPDATE "booking_payment_orders" SET "amendment_id" = NULL WHERE "amendment_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "booking_amendments" WHERE "booking_amendments"."id" = "booking_payment_orders"."amendment_id");--> statement-breakpoint
ALTER TABLE "booking_payment_orders" ADD CONSTRAINT "booking_payment_orders_amendment_id_booking_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."booking_amendments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The closed-value columns: added NOT VALID, then each checked below. A state, method or kind the code
-- does not know cannot be mapped to one it does, so the migration stops and names the table, column
-- and values for someone to correct by hand.
ALTER TABLE "blocked_cars" ADD CONSTRAINT "blocked_cars_reason_check" CHECK ("blocked_cars"."reason" in ('maintenance', 'accident', 'reserved', 'other')) NOT VALID;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_transmission_check" CHECK ("vehicle_models"."transmission" in ('Automatic', 'Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_kind_check" CHECK ("account_events"."kind" in ('registered', 'approved', 'rejected', 'documents_added', 'profile_updated', 'roles_changed', 'password_changed', 'password_reset', 'invited')) NOT VALID;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_roles_check" CHECK ("staff_invitations"."roles" <@ array['cms', 'admin', 'owner']::text[]) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_check" CHECK ("users"."roles" <@ array['customer', 'cms', 'admin', 'owner']::text[]) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('individual', 'business')) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_review_status_check" CHECK ("users"."review_status" in ('pending', 'approved', 'rejected')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_actor_kind_check" CHECK ("booking_amendments"."actor_kind" in ('customer', 'staff')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_state_check" CHECK ("booking_amendments"."state" in ('awaiting_payment', 'applied', 'lapsed')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_kind_check" CHECK ("booking_events"."actor_kind" in ('staff', 'customer', 'provider', 'system')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_from_status_check" CHECK ("booking_events"."from_status" in ('enquiry', 'draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_to_status_check" CHECK ("booking_events"."to_status" in ('enquiry', 'draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_method_check" CHECK ("booking_refunds"."method" in ('card', 'counter')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_paid_out_method_check" CHECK ("booking_refunds"."paid_out_method" in ('cash', 'card')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_state_check" CHECK ("booking_refunds"."state" in ('pending', 'refunded', 'failed')) NOT VALID;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_reason_check" CHECK ("booking_refunds"."reason" in ('cancellation', 'stray_capture', 'no_show', 'amendment')) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('enquiry', 'draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show')) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK ("bookings"."payment_method" in ('card', 'pay_on_pickup')) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_counter_payment_method_check" CHECK ("bookings"."counter_payment_method" in ('cash', 'card')) NOT VALID;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_kind_check" CHECK ("form_submissions"."kind" in ('contact', 'enquiry', 'callback', 'lease', 'career', 'feedback', 'promotion', 'tour', 'chauffeur', 'preowned')) NOT VALID;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_per_check" CHECK ("offers"."price_per" in ('day', 'week', 'month')) NOT VALID;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_group_check" CHECK ("people"."group" in ('board', 'executive')) NOT VALID;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'sms')) NOT VALID;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('stored', 'pending', 'sent', 'failed')) NOT VALID;--> statement-breakpoint
ALTER TABLE "preowned_cars" ADD CONSTRAINT "preowned_cars_transmission_check" CHECK ("preowned_cars"."transmission" in ('Automatic', 'Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "preowned_cars" ADD CONSTRAINT "preowned_cars_fuel_check" CHECK ("preowned_cars"."fuel" in ('petrol', 'diesel', 'hybrid', 'electric')) NOT VALID;--> statement-breakpoint
ALTER TABLE "preowned_cars" ADD CONSTRAINT "preowned_cars_state_check" CHECK ("preowned_cars"."state" in ('available', 'reserved', 'sold', 'retired')) NOT VALID;--> statement-breakpoint
DO $$
DECLARE
  pending record;
  unknown text;
BEGIN
  FOR pending IN
    SELECT c.conrelid::regclass AS tbl, c.conname, a.attname, pg_get_expr(c.conbin, c.conrelid) AS expr
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'c' AND NOT c.convalidated AND c.connamespace = 'public'::regnamespace
  LOOP
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '', '') FROM %s WHERE NOT (%s)', pending.attname, pending.tbl, pending.expr)
      INTO unknown;
    IF unknown IS NOT NULL THEN
      RAISE EXCEPTION 'Column %.% holds values the site does not know: %', pending.tbl, pending.attname, unknown
        USING ERRCODE = 'check_violation',
          HINT = format('Correct those rows to one of the values of the constraint %s, then migrate again.', pending.conname);
    END IF;
    EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', pending.tbl, pending.conname);
  END LOOP;
END
$$;
