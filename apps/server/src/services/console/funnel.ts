import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStep } from '@mizan/contracts';
import {
  funnelRates,
  type Funnel,
  type FunnelQuerySchema,
  type FunnelStepRates,
} from '@mizan/contracts/console';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { funnelDaily } from '../../db/schema/funnel.ts';
import type { CsvColumn } from '../../lib/csv.ts';

export type FunnelFilters = z.output<typeof FunnelQuerySchema>;

/** The steps a filter can count: a product type leaves out the profile, which has none. */
const stepsFor = (filters: FunnelFilters): readonly FunnelStep[] =>
  filters.productType ? FUNNEL_STEPS.filter((step) => step !== 'customer_created') : FUNNEL_STEPS;

/** Every day from `from` to `to`, both included ('YYYY-MM-DD'). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The roll-up's rows of the filters summed per day and step: a few thousand rows at most (days x
 * countries x product types x steps), read by the primary key's range on the day. Exported for
 * the benchmark's EXPLAIN (bench/funnel). No code writes funnel_daily: migration 0015's triggers
 * on funnel_events keep it as the events are added (records/funnel-events.ts), removed or
 * truncated, and refuse an update they would not follow.
 */
export function funnelDailyQuery(db: Database, filters: FunnelFilters) {
  const conditions: SQL[] = [between(funnelDaily.day, filters.from, filters.to)];
  if (filters.country) conditions.push(eq(funnelDaily.country, filters.country));
  if (filters.productType) conditions.push(eq(funnelDaily.productType, filters.productType));
  return db
    .select({
      day: funnelDaily.day,
      step: funnelDaily.step,
      count: sql<number>`sum(${funnelDaily.count})::int`.mapWith(Number),
    })
    .from(funnelDaily)
    .where(and(...conditions))
    .groupBy(funnelDaily.day, funnelDaily.step);
}

/**
 * The funnel over the filters, read from the daily roll-up (decision 0028), never from the
 * events. Days are local days (the roll-up's), so a range is whole days where the visitors were.
 */
export async function readFunnel(db: Database, filters: FunnelFilters): Promise<Funnel> {
  const rows = await funnelDailyQuery(db, filters);
  const byDay = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? new Map<string, number>();
    day.set(row.step, row.count);
    byDay.set(row.day, day);
  }
  const steps = stepsFor(filters);
  const days = daysOf(filters.from, filters.to).map((day) => ({
    day,
    steps: steps.map((step) => ({ step, count: byDay.get(day)?.get(step) ?? 0 })),
  }));
  return {
    steps: steps.map((step, index) => ({
      step,
      count: days.reduce((sum, day) => sum + day.steps[index]!.count, 0),
    })),
    days,
  };
}

/** One line of the funnel's CSV: the whole range (day `from/to`) or one day, and one step. */
export interface FunnelCsvRow extends FunnelStepRates {
  day: string;
}

export const FUNNEL_CSV_COLUMNS: readonly CsvColumn<FunnelCsvRow>[] = [
  { header: 'day', value: (row) => row.day },
  { header: 'step', value: (row) => row.step },
  { header: 'count', value: (row) => row.count },
  { header: 'conversionFromPreviousPercent', value: (row) => row.fromPrevious },
  { header: 'conversionFromFirstPercent', value: (row) => row.fromFirst },
];

/**
 * The CSV's lines: first each step over the whole range (its day an ISO 8601 interval,
 * `from/to`), then each day's steps, all with their conversions: one table a spreadsheet pivots.
 */
export function funnelCsvRows(funnel: Funnel, filters: FunnelFilters): FunnelCsvRow[] {
  const range = `${filters.from}/${filters.to}`;
  return [
    ...funnelRates(funnel.steps).map((rates) => ({ day: range, ...rates })),
    ...funnel.days.flatMap(({ day, steps }) =>
      funnelRates(steps).map((rates) => ({ day, ...rates })),
    ),
  ];
}
