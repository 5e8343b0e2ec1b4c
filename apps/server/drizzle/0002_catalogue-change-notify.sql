-- A running server keeps the catalogue in memory. Any change to a catalogue table, by the seed
-- command or by hand, tells every listening server to load it again (plugins/catalogue.ts). One
-- notification per transaction: PostgreSQL folds identical ones together.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mizan_catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "features_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "features"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_features_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_features"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "questions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "question_options_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "question_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "promo_codes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
