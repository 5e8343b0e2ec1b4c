ALTER TABLE "outbox" ADD COLUMN "delivery_files" text[];--> statement-breakpoint
ALTER TABLE "data_requests" DROP COLUMN "note";