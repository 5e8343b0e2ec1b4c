CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(6) NOT NULL,
	"state" varchar(11) DEFAULT 'unconfirmed' NOT NULL,
	"email" text,
	"email_hash" varchar(64) NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"note" text,
	CONSTRAINT "data_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"country" "country" NOT NULL,
	"product_type" varchar(4) NOT NULL,
	"step" varchar(24) NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "funnel_daily_pk" PRIMARY KEY("day","country","product_type","step")
);
--> statement-breakpoint
CREATE TABLE "funnel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step" varchar(24) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" "country" NOT NULL,
	"language" "language" NOT NULL,
	"product_type" "product_type",
	"application_id" uuid,
	"customer_id" uuid
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" varchar(8) NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"support_requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_done_by_operators_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_email_hash_idx" ON "data_requests" USING btree ("email_hash","requested_at");--> statement-breakpoint
CREATE INDEX "data_requests_state_due_idx" ON "data_requests" USING btree ("state","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_events_application_step" ON "funnel_events" USING btree ("application_id","step") WHERE "funnel_events"."application_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_events_customer_step" ON "funnel_events" USING btree ("customer_id","step") WHERE "funnel_events"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_requests_email_lower_idx" ON "support_requests" USING btree (lower("email"));--> statement-breakpoint
-- The funnel's daily roll-up (issue 25), kept by the database like application_counts (0008):
-- statement-level triggers over the transition tables, each an upsert that adds to the row, taken
-- in key order. A day is the calendar day where the visitor is: Asia/Riyadh for sa, Asia/Dubai for
-- ae. Events are never updated (a trigger refuses it), so only inserts, deletes and truncates move
-- the counts.
CREATE FUNCTION "funnel_local_day"("at" timestamptz, "country" "country") RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ("at" AT TIME ZONE CASE WHEN "country" = 'sa' THEN 'Asia/Riyadh' ELSE 'Asia/Dubai' END)::date
$$;
--> statement-breakpoint
CREATE FUNCTION "funnel_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "funnel_daily" AS d ("day", "country", "product_type", "step", "count")
  SELECT "funnel_local_day"("at", "country"), "country", coalesce("product_type"::text, ''), "step", count(*)
  FROM "added_events"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("day", "country", "product_type", "step")
    DO UPDATE SET "count" = d."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "funnel_daily_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "funnel_daily" AS d ("day", "country", "product_type", "step", "count")
  SELECT "funnel_local_day"("at", "country"), "country", coalesce("product_type"::text, ''), "step", -count(*)
  FROM "removed_events"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("day", "country", "product_type", "step")
    DO UPDATE SET "count" = d."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "funnel_daily_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "funnel_daily";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "funnel_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'funnel events are never updated';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "funnel_events_added" AFTER INSERT ON "funnel_events"
  REFERENCING NEW TABLE AS "added_events" FOR EACH STATEMENT EXECUTE FUNCTION "funnel_daily_add"();
--> statement-breakpoint
CREATE TRIGGER "funnel_events_removed" AFTER DELETE ON "funnel_events"
  REFERENCING OLD TABLE AS "removed_events" FOR EACH STATEMENT EXECUTE FUNCTION "funnel_daily_remove"();
--> statement-breakpoint
CREATE TRIGGER "funnel_events_truncated" AFTER TRUNCATE ON "funnel_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "funnel_daily_clear"();
--> statement-breakpoint
CREATE TRIGGER "funnel_events_no_update" BEFORE UPDATE ON "funnel_events"
  FOR EACH ROW EXECUTE FUNCTION "funnel_events_refuse_update"();
