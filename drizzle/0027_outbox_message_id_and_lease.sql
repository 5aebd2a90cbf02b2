-- Each mail keeps one Message-ID for all its tries; older rows get theirs from the worker when it first claims them.
ALTER TABLE "outbox_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
-- A worker's claim on a row it is sending: others leave it until this passes (app/modules/notify/outbox-delivery.server.ts).
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
-- Rows claimed under the old scheme (next_attempt_at pushed 5 minutes out) stay due at that time, as before.
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
-- Every instance's worker wakes when a message is committed (a NOTIFY in a transaction is delivered at commit): it
-- sends what is due, and issues the documents a mail waits for even when the mail is only kept (development).
CREATE OR REPLACE FUNCTION notify_outbox_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_due', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_messages_due AFTER INSERT ON outbox_messages FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_due();
