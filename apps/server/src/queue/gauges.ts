import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

type Rows<T> = { rows: T[] };

/**
 * The outbox's gauges, read from the table at each scrape so that every process reports the
 * same whole queue: depth and oldest pending job per queue and per bank, deliveries by state.
 */
export function queueGauges(registry: Registry) {
  const depth = new Gauge({
    name: 'mizan_queue_depth',
    help: 'Jobs waiting to be done (pending, including those being retried), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'mizan_queue_oldest_pending_seconds',
    help: 'Age of the oldest job still pending, by queue (0 when none)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const bankDepth = new Gauge({
    name: 'mizan_delivery_queue_depth',
    help: 'Deliveries waiting to be taken by the bank, by bank key',
    labelNames: ['bank'] as const,
    registers: [registry],
  });
  const bankOldest = new Gauge({
    name: 'mizan_delivery_oldest_pending_seconds',
    help: 'Age of the oldest delivery the bank has not taken yet, by bank key',
    labelNames: ['bank'] as const,
    registers: [registry],
  });
  const byState = new Gauge({
    name: 'mizan_deliveries',
    help: 'Deliveries by bank and state: pending, failing (retrying), delivered, failed (stopped)',
    labelNames: ['bank', 'state'] as const,
    registers: [registry],
  });

  return {
    async refresh(db: Database) {
      const perQueue = (await db.execute(sql`
        SELECT queue, count(*)::int AS depth,
          coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
        FROM outbox WHERE status = 'pending' GROUP BY queue`)) as unknown as Rows<{
        queue: string;
        depth: number;
        oldest: number;
      }>;
      const perBank = (await db.execute(sql`
        SELECT o.key AS bank,
          CASE WHEN q.status = 'sent' THEN 'delivered'
               WHEN q.status = 'failed' THEN 'failed'
               WHEN q.attempts > 0 AND q.last_error IS NOT NULL THEN 'failing'
               ELSE 'pending' END AS state,
          count(*)::int AS count,
          coalesce(extract(epoch FROM now() - min(q.created_at)), 0)::float8 AS oldest
        FROM outbox q JOIN organizations o ON o.id = q.organization_id
        WHERE q.queue = 'delivery' GROUP BY 1, 2`)) as unknown as Rows<{
        bank: string;
        state: string;
        count: number;
        oldest: number;
      }>;

      for (const gauge of [depth, oldest, bankDepth, bankOldest, byState]) gauge.reset();
      for (const queue of ['mail', 'delivery']) {
        const row = perQueue.rows.find((r) => r.queue === queue);
        depth.set({ queue }, row?.depth ?? 0);
        oldest.set({ queue }, row?.oldest ?? 0);
      }
      const waiting = new Map<string, { count: number; oldest: number }>();
      for (const row of perBank.rows) {
        byState.set({ bank: row.bank, state: row.state }, row.count);
        const bank = waiting.get(row.bank) ?? { count: 0, oldest: 0 };
        if (row.state === 'pending' || row.state === 'failing') {
          bank.count += row.count;
          bank.oldest = Math.max(bank.oldest, row.oldest);
        }
        waiting.set(row.bank, bank);
      }
      for (const [bank, { count, oldest: age }] of waiting) {
        bankDepth.set({ bank }, count);
        bankOldest.set({ bank }, age);
      }
    },
  };
}
