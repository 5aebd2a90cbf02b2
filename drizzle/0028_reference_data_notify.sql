-- Each instance keeps reference data (rates, the fleet, branches and their hours, offers, settings,
-- content) and the pages made of it in memory (app/modules/cache/reference-cache.server.ts). Every
-- committed write to these tables tells every instance to drop its copies (decision 048); a trigger,
-- so that no staff screen, script or hand-written statement can forget to. One notification per
-- statement, and PostgreSQL folds those of one transaction into one, delivered at commit.
CREATE OR REPLACE FUNCTION notify_reference_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_data_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  reference_table text;
BEGIN
  FOREACH reference_table IN ARRAY ARRAY[
    'branches', 'branch_closures', 'collection_locations', 'emirates', 'vehicle_types', 'vehicle_models',
    'rate_cards', 'branch_fleet', 'fleet_categories', 'vehicle_images', 'offers', 'testimonials', 'blog_topics',
    'blog_posts', 'faqs', 'terms_sections', 'people', 'clients', 'settings'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed()',
      reference_table || '_reference_data_changed',
      reference_table
    );
  END LOOP;
END;
$$;
