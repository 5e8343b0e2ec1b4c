// The console's audit page: the log, filtered and paged. Entries are written by records/audit.ts.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@mizan/contracts/console';
import { AUDIT_PAGE_SIZE } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/console.ts';

export interface AuditFilters {
  action?: string | undefined;
  operator?: string | undefined;
  /** Days, `YYYY-MM-DD`, in UTC: from the start of `from` to the end of `to`. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** The start of a day (plus `days`) in UTC, whatever the database session's time zone. */
const utcDayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone 'UTC')`;

/** A page of the audit log, newest first, and how many entries match in all. */
export async function listAudit(
  db: Database,
  filters: AuditFilters,
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.operator) conditions.push(eq(auditLog.actorOperatorId, filters.operator));
  if (filters.from) conditions.push(gte(auditLog.at, utcDayStart(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.at, utcDayStart(filters.to, 1)));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(filters.page * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      actor: { id: row.actorOperatorId, email: row.actorEmail },
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      ip: row.ip,
    })),
    total: totals?.total ?? 0,
  };
}
