-- The console's exact lead counts (issue 22, decision 0022): how many applications there are per
-- calendar day (UTC), country, type, status and product (0: none yet), kept by the database
-- itself on every insert, update, delete and truncate of applications, so that no code path (nor
-- a hand-typed statement) can leave it behind. A count for any filter of the console (whole days,
-- a bank being a handful of products) is then a sum over a few thousand of these rows.
CREATE TABLE "application_counts" (
	"day" date NOT NULL,
	"country" "country" NOT NULL,
	"application_type" "product_type" NOT NULL,
	"status" varchar(12) NOT NULL,
	"product_id" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "application_counts_pk" PRIMARY KEY("day","country","application_type","status","product_id")
);
--> statement-breakpoint
-- Nothing may write applications between the triggers' creation and the backfill below.
LOCK TABLE "applications" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Statement-level, over the transition tables: a statement of many rows (an import, the bench's
-- seed) adds to each summary row once. Each change is an upsert that adds to the row, so
-- concurrent writers never lose each other's counts (a writer waits for the row another holds,
-- then adds to its committed value); the rows are taken in key order, so two writers cannot
-- deadlock on them.
CREATE FUNCTION "application_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" AS c ("day", "country", "application_type", "status", "product_id", "count")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "country", "application_type", "status",
         coalesce("product_id", 0), count(*)
  FROM "added_applications"
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "country", "application_type", "status", "product_id")
    DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "application_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" AS c ("day", "country", "application_type", "status", "product_id", "count")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "country", "application_type", "status",
         coalesce("product_id", 0), -count(*)
  FROM "removed_applications"
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "country", "application_type", "status", "product_id")
    DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update moves a row from its old key to its new one; one that changes none of the key's
-- columns (most of them) nets to nothing and writes nothing.
CREATE FUNCTION "application_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" AS c ("day", "country", "application_type", "status", "product_id", "count")
  SELECT "day", "country", "application_type", "status", "product_id", sum("change")
  FROM (
    SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "country", "application_type",
           "status", coalesce("product_id", 0) AS "product_id", -1 AS "change"
    FROM "removed_applications"
    UNION ALL
    SELECT ("created_at" AT TIME ZONE 'UTC')::date, "country", "application_type",
           "status", coalesce("product_id", 0), 1
    FROM "added_applications"
  ) AS changes
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum("change") <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "country", "application_type", "status", "product_id")
    DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "application_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "application_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "application_counts_on_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "added_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_on_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "removed_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_on_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS "removed_applications" NEW TABLE AS "added_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_on_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_clear"();
--> statement-breakpoint
-- The applications already there.
INSERT INTO "application_counts" ("day", "country", "application_type", "status", "product_id", "count")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "country", "application_type", "status",
       coalesce("product_id", 0), count(*)
FROM "applications"
GROUP BY 1, 2, 3, 4, 5;
