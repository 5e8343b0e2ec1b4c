CREATE TABLE "application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) NOT NULL,
	"source" varchar(10) NOT NULL,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"state" varchar(4) DEFAULT 'due' NOT NULL,
	"due_since" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" varchar(120) NOT NULL,
	"queue" varchar(10) DEFAULT 'mail' NOT NULL,
	"kind" varchar(40) NOT NULL,
	"to_address" text,
	"subject" text,
	"html" text,
	"text" text,
	"inline_image" text,
	"organization_id" integer,
	"application_id" uuid,
	"payload" jsonb,
	"last_status" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "partner_reports" (
	"organization_id" integer NOT NULL,
	"webhook_id" varchar(255) NOT NULL,
	"application_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_reports_organization_id_webhook_id_pk" PRIMARY KEY("organization_id","webhook_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "delivery_method" varchar(8) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "delivery_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "delivery_secret" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "delivery_previous_secret" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "delivery_secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contact_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contact_from" varchar(5);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contact_to" varchar(5);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bank_status" varchar(10);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_paid_by_operators_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reports" ADD CONSTRAINT "partner_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "bonuses_state_due_idx" ON "bonuses" USING btree ("state","due_since");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "outbox_organization_idx" ON "outbox" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_application_idx" ON "outbox" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_withdrawal_token_hash_unique" UNIQUE("withdrawal_token_hash");--> statement-breakpoint
-- One queue for mail and deliveries (decision 0025): the emails of the old outbox move over with
-- their state, so nothing queued before the upgrade is lost or sent twice.
INSERT INTO "outbox" ("id", "dedupe_key", "queue", "kind", "to_address", "subject", "html", "text",
  "inline_image", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at")
SELECT "id", "dedupe_key", 'mail', "kind", "to_address", "subject", "html", "text",
  "inline_image", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at"
FROM "outbox_emails";
--> statement-breakpoint
-- The worker is woken the same way as before (0006): by any job committed to the queue.
CREATE TRIGGER "outbox_queued" AFTER INSERT ON "outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_queued"();
