CREATE TABLE "page_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_data_version_one_row" CHECK ("page_data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "page_data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Personal pages (a customer's history and account, the staff's Today sheet and bookings) are kept
-- rendered per session and served again while nothing they are made of has changed (decision record
-- 090). "Nothing changed" is this number: every committed write to a table of the site's data moves it
-- on, by a trigger, so that no screen, script or hand-written statement can forget to. The trigger is
-- deferred to the commit and moves the number once per transaction: the row is locked only for the
-- commit's last moment, and a transaction that rolls back moves nothing. Left out are the tables no
-- page shows and that are written on their own: sessions (moved on by every visit), rate limits, page
-- views and the mail outbox (app/db/page-data-version.server.ts names them too).
CREATE OR REPLACE FUNCTION bump_page_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('page_data.bumped', true) IS DISTINCT FROM 'on' THEN
    -- Written as an upsert, so that a missing row (a database emptied by hand) cannot stop the number.
    INSERT INTO page_data_version (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = page_data_version.version + 1;
    PERFORM set_config('page_data.bumped', 'on', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  data_table text;
BEGIN
  FOR data_table IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('page_data_version', 'sessions', 'rate_limits', 'page_views', 'outbox_messages')
    ORDER BY tablename
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_page_data_version()',
      data_table || '_page_data_changed',
      data_table
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_page_data_version()',
      data_table || '_truncated_page_data_changed',
      data_table
    );
  END LOOP;
END;
$$;
