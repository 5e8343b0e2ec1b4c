// Migrations 0013 and 0014 (one queue for mail and deliveries, issue 24) on a database in use:
// the emails of the old outbox move to the new one with their state, so an email waiting for
// the SMTP server before the upgrade is still sent after it, once, and a sent one never again.
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.ts';
import { databaseBefore } from '../helpers/database-before.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const ROWS_BEFORE = `
  insert into outbox_emails (id, dedupe_key, kind, to_address, subject, html, text, status,
    attempts, last_error, created_at, sent_at)
  values
    ('00000000-0000-4000-8000-000000000001', 'confirmation:a', 'card-confirmation',
     'waiting@example.com', 'Your Credit Card Application Received', '<p>Hi</p>', 'Hi',
     'pending', 3, 'connection refused', '2026-11-20T08:00:00Z', null),
    ('00000000-0000-4000-8000-000000000002', 'confirmation:b', 'loan-confirmation',
     'sent@example.com', 'Your Loan Application Received', '<p>Hi</p>', 'Hi',
     'sent', 1, null, '2026-11-19T08:00:00Z', '2026-11-19T08:00:05Z');
`;

describe.each(databaseKinds)('migrations 0013-0014 on a database in use (%s)', (kind) => {
  it('moves every email of the old outbox, with its state, into the one queue', async () => {
    const before = await databaseBefore(kind, '0012_catalogue-editor', ROWS_BEFORE);
    const { db, close } = await before.open();
    try {
      const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
      expect(
        rows.map(({ id, queue, kind, dedupeKey, toAddress, status, attempts, lastError }) => ({
          id,
          queue,
          kind,
          dedupeKey,
          toAddress,
          status,
          attempts,
          lastError,
        })),
      ).toEqual([
        {
          id: '00000000-0000-4000-8000-000000000001',
          queue: 'mail',
          kind: 'card-confirmation',
          dedupeKey: 'confirmation:a',
          toAddress: 'waiting@example.com',
          status: 'pending',
          attempts: 3,
          lastError: 'connection refused',
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          queue: 'mail',
          kind: 'loan-confirmation',
          dedupeKey: 'confirmation:b',
          toAddress: 'sent@example.com',
          status: 'sent',
          attempts: 1,
          lastError: null,
        },
      ]);
      expect(rows[1]!.sentAt?.toISOString()).toBe('2026-11-19T08:00:05.000Z');
      // The old table is gone: nothing can be queued where no worker looks.
      await expect(db.execute('select 1 from outbox_emails')).rejects.toThrow(/outbox_emails/);
    } finally {
      await close();
      await before.drop();
    }
  });
});
