-- The outbox worker is woken one way: an email queued (in the same transaction as what caused it)
-- tells every listening server, when that transaction commits, that there is mail to send
-- (plugins/mail.ts). Nothing else wakes it; its own timer only brings back retries that are due.
-- One notification per statement, and PostgreSQL folds identical ones of a transaction together.
CREATE FUNCTION "notify_outbox_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mizan_outbox_queued', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "outbox_emails_queued" AFTER INSERT ON "outbox_emails"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_queued"();
