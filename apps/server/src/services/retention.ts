import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { RetentionRun } from '@mizan/contracts/console';
import type { Database } from '../db/client.ts';
import { supportRequests } from '../db/schema/mail.ts';
import { retentionRuns } from '../db/schema/privacy.ts';
import { applications, customers } from '../db/schema/visitors.ts';
import { eraseRecords } from '../privacy/erase.ts';
import { pruneExpiredSignInFailures } from './console/sign-in-failure-pruning.ts';
import { forgetUnconfirmedAddresses } from './data-requests.ts';

// The retention job (issue 25): personal data of applications and support requests created more
// than RETENTION_MONTHS ago is erased, the same way as a person's erasure (eraseRecords). It runs
// daily in every process (plugins/retention.ts) but once a day in all (a lock and "already ran
// since today's hour" in one transaction), and now by `npm run data:retention`. The rows are
// erased in batches, each its own short transaction, so a million old rows never make one
// transaction that holds locks (and the outbox) for minutes; a batch that fails rolls back alone
// and the next run takes it again. It sweeps what several services keep (data requests' unconfirmed
// addresses, the console's sign-in failures) besides privacy's erasure, so it is a service: privacy
// stays below the services (issue 33).

export type RetentionTrigger = RetentionRun['trigger'];

/** The hour (UTC) of the daily run: 02:00, the quietest for visitors in both countries (06:00 Gulf time). */
export const RETENTION_HOUR_UTC = 2;
/** Rows erased per transaction. */
export const RETENTION_BATCH = 1000;
/** One key for the job's lock, whatever the process. */
const RETENTION_LOCK_KEY = 7_262_025;

export interface RetentionOptions {
  trigger: RetentionTrigger;
  /** RETENTION_MONTHS. */
  months: number;
  /** Where the delivery CSV files are. */
  dataDir: string;
  now?: Date;
  batchSize?: number;
  /** Stops between two batches (the process is closing): the next run takes up the rest. */
  signal?: AbortSignal;
}

/** The start of the daily run's period that `now` is in: today's 02:00 UTC, or yesterday's. */
export function scheduledStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(RETENTION_HOUR_UTC, 0, 0, 0);
  if (start > now) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

/** Rows created before this are erased: `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export const retentionRunOf = (row: typeof retentionRuns.$inferSelect): RetentionRun => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  trigger: row.trigger as RetentionTrigger,
  cutoff: row.cutoff.toISOString(),
  applications: row.applications,
  supportRequests: row.supportRequests,
});

/**
 * Runs the job: answers its run, or null when a scheduled run finds that one (of any process)
 * already started since today's hour. A command always runs; two runs at once each erase what
 * the other has not taken (row locks, SKIP LOCKED), so every row is erased once.
 */
export async function runRetention(
  db: Database,
  options: RetentionOptions,
): Promise<RetentionRun | null> {
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now, options.months);
  const batchSize = options.batchSize ?? RETENTION_BATCH;

  const run = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
    if (options.trigger === 'schedule') {
      const [done] = await tx
        .select({ id: retentionRuns.id })
        .from(retentionRuns)
        .where(
          and(
            eq(retentionRuns.trigger, 'schedule'),
            gte(retentionRuns.startedAt, scheduledStart(now)),
          ),
        )
        .limit(1);
      if (done) return null;
    }
    const [started] = await tx
      .insert(retentionRuns)
      .values({ trigger: options.trigger, startedAt: now, cutoff })
      .returning();
    return started!;
  });
  if (!run) return null;

  const erase = { dataDir: options.dataDir, now };
  // Customers (their applications with them) whose every application is old: one who came back
  // recently keeps their details until their newest application is old too.
  let after: { at: Date; id: string } | undefined;
  while (!options.signal?.aborted) {
    const position: { at: Date; id: string } | undefined = after;
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: customers.id, email: customers.email, at: customers.createdAt })
        .from(customers)
        .where(
          and(
            isNull(customers.erasedAt),
            lt(customers.createdAt, cutoff),
            position &&
              sql`(${customers.createdAt}, ${customers.id}) > (${position.at}, ${position.id})`,
            sql`not exists (select 1 from ${applications} where ${applications.customerId} = ${customers.id} and ${applications.createdAt} >= ${cutoff})`,
          ),
        )
        .orderBy(asc(customers.createdAt), asc(customers.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return null;
      const counts = await eraseRecords(
        tx,
        {
          customerIds: rows.map((r) => r.id),
          supportRequestIds: [],
          addresses: [...new Set(rows.map((r) => r.email.toLowerCase()))],
          mailBefore: cutoff,
        },
        erase,
      );
      await tx
        .update(retentionRuns)
        .set({ applications: sql`${retentionRuns.applications} + ${counts.applications}` })
        .where(eq(retentionRuns.id, run.id));
      return rows.at(-1)!;
    });
    if (!batch) break;
    after = { at: batch.at, id: batch.id };
  }

  while (!options.signal?.aborted) {
    const erased = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: supportRequests.id, email: supportRequests.email })
        .from(supportRequests)
        .where(and(isNull(supportRequests.erasedAt), lt(supportRequests.createdAt, cutoff)))
        .orderBy(desc(supportRequests.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const counts = await eraseRecords(
        tx,
        {
          customerIds: [],
          supportRequestIds: rows.map((r) => r.id),
          addresses: [...new Set(rows.map((r) => r.email.toLowerCase()))],
          mailBefore: cutoff,
        },
        erase,
      );
      await tx
        .update(retentionRuns)
        .set({
          supportRequests: sql`${retentionRuns.supportRequests} + ${counts.supportRequests}`,
        })
        .where(eq(retentionRuns.id, run.id));
      return rows.length;
    });
    if (erased === 0) break;
  }

  // The addresses of data requests whose link expired unconfirmed (services/data-requests.ts).
  await forgetUnconfirmedAddresses(db, now);
  // Failed sign-ins too old to count (sign-in-failure-pruning.ts).
  await pruneExpiredSignInFailures(db);

  const [finished] = await db
    .update(retentionRuns)
    .set({ finishedAt: new Date() })
    .where(eq(retentionRuns.id, run.id))
    .returning();
  return retentionRunOf(finished!);
}

/** A page of the job's runs, newest first, and how many there are. */
export async function listRetentionRuns(
  db: Database,
  paging: { page: number; pageSize: number },
): Promise<{ items: RetentionRun[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(retentionRuns)
      .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
      .limit(paging.pageSize)
      .offset(paging.page * paging.pageSize),
    db.$count(retentionRuns),
  ]);
  return { items: rows.map(retentionRunOf), total };
}
