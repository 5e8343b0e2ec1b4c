ALTER TABLE "questions" ALTER COLUMN "key" SET DATA TYPE varchar(80);--> statement-breakpoint
CREATE INDEX "audit_log_target_at_idx" ON "audit_log" USING btree ("target","at" DESC NULLS LAST);