import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FunnelStep } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { funnelEvents } from '../db/schema/funnel.ts';
import { applications, customers } from '../db/schema/visitors.ts';

// The funnel's events (issue 25, decision 0028): one row per step an application reached,
// written in the transaction of the step. Each is a single `insert ... select ... on conflict do
// nothing`: the country, language and product type are the application's own (read in the same
// statement, no round trip more), and a step reached again inserts nothing (unique indexes).
// Nothing about the person is copied: the events outlive an erasure unchanged.
// Each insert also moves the console's daily roll-up (funnel_daily): migration 0015's trigger
// funnel_events_added does it in the same statement, and funnel_events_no_update refuses any
// update of an event, which the roll-up would not follow. Only add or delete events.

/** What may write an event: the database or a transaction of it. */
export type FunnelExecutor = Pick<Database, 'insert' | 'select'>;

export type ApplicationStep = Exclude<FunnelStep, 'customer_created'>;

/** The event row of `step` for the applications the select finds, in funnel_events' column order. */
function applicationEvent(db: FunnelExecutor, step: ApplicationStep) {
  return db
    .select({
      id: sql`gen_random_uuid()`.as('id'),
      step: sql<string>`${step}::varchar`.as('step'),
      at: sql`now()`.as('at'),
      country: applications.country,
      language: applications.language,
      productType: applications.applicationType,
      applicationId: applications.id,
      customerId: sql`null::uuid`.as('customer_id'),
    })
    .from(applications);
}

/** Records `step` for each of the applications (once each, however often it is reached). */
export async function recordFunnelStep(
  db: FunnelExecutor,
  step: ApplicationStep,
  applicationIds: string | readonly string[],
): Promise<void> {
  const ids = typeof applicationIds === 'string' ? [applicationIds] : [...applicationIds];
  if (ids.length === 0) return;
  await db
    .insert(funnelEvents)
    .select(applicationEvent(db, step).where(inArray(applications.id, ids)))
    .onConflictDoNothing();
}

/**
 * `eligible` or `ineligible`, whichever the application's answers first concluded: a visitor who
 * goes back and changes answers is counted by the first verdict, so that eligible + ineligible
 * never exceeds the applications screened.
 */
export async function recordFunnelVerdict(
  db: FunnelExecutor,
  applicationId: string,
  eligible: boolean,
): Promise<void> {
  const verdictBefore = db
    .select({ one: sql`1` })
    .from(funnelEvents)
    .where(
      and(
        eq(funnelEvents.applicationId, applicationId),
        inArray(funnelEvents.step, ['eligible', 'ineligible']),
      ),
    );
  await db
    .insert(funnelEvents)
    .select(
      applicationEvent(db, eligible ? 'eligible' : 'ineligible').where(
        and(eq(applications.id, applicationId), notExists(verdictBefore)),
      ),
    )
    .onConflictDoNothing();
}

/** `customer_created`: a profile has no product type yet. */
export async function recordCustomerCreated(db: FunnelExecutor, customerId: string) {
  await db
    .insert(funnelEvents)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          step: sql<string>`'customer_created'::varchar`.as('step'),
          at: sql`now()`.as('at'),
          country: customers.country,
          language: customers.language,
          productType: sql`null::product_type`.as('product_type'),
          applicationId: sql`null::uuid`.as('application_id'),
          customerId: customers.id,
        })
        .from(customers)
        .where(eq(customers.id, customerId)),
    )
    .onConflictDoNothing();
}
