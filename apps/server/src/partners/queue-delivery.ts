import { randomUUID } from 'node:crypto';
import {
  countryCode,
  type ContactPreference,
  type Country,
  type CountryCode,
  type DELIVERY_EVENT_TYPES,
  type Language,
  type ProductType,
} from '@mizan/contracts';
import { receivingBanks } from '../catalogue/index.ts';
import { outbox } from '../db/schema/queue.ts';
import type { Executor } from '../mail/outbox.ts';

export type DeliveryEventType = (typeof DELIVERY_EVENT_TYPES)[number];

/**
 * What a bank receives, the webhook's JSON body (docs/partners.md). `id` is the webhook-id: the
 * same on every attempt, so that a bank drops a repeat. A withdrawal or an erasure carries the
 * application's id and nothing personal.
 */
export interface DeliveryPayload {
  id: string;
  type: DeliveryEventType;
  createdAt: string;
  /** Present and true only on a lead an operator sent to test the integration. */
  test?: true;
  data: {
    applicationId: string;
    country?: CountryCode;
    productType?: ProductType;
    language?: Language;
    product?: { id: number; key: string; name: string };
    applicant?: { fullName: string; email: string; phone: string };
    contact?: ContactPreference;
  };
}

export interface LeadFacts {
  applicationId: string;
  country: Country;
  productType: ProductType;
  language: Language;
  product: { id: number; key: string; name: string };
  applicant: { fullName: string; email: string; phone: string };
  contact: ContactPreference;
}

/** The event of a new lead, with everything the bank needs to call the applicant. */
export const submittedEvent = (lead: LeadFacts): Pick<DeliveryPayload, 'type' | 'data'> => ({
  type: 'application.submitted',
  data: { ...lead, country: countryCode(lead.country) },
});

/** The event of a withdrawal or an erasure: the application's id only. */
export const followUpEvent = (
  type: Exclude<DeliveryEventType, 'application.submitted'>,
  applicationId: string,
): Pick<DeliveryPayload, 'type' | 'data'> => ({ type, data: { applicationId } });

/**
 * Queues one delivery of `event` to the bank, inside the caller's transaction, when the bank has
 * a delivery method; returns its id, or null when the bank receives nothing (method 'none') or
 * the same event of the same application was queued before (one lead, one withdrawal, each once).
 */
export async function queueDelivery(
  db: Executor,
  bankId: number,
  event: Pick<DeliveryPayload, 'type' | 'data' | 'test'>,
): Promise<string | null> {
  if (!(await receivingBanks(db, [bankId])).has(bankId)) return null;
  const inserted = await db
    .insert(outbox)
    .values(deliveryRow(bankId, event))
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted[0]?.id ?? null;
}

/** The outbox row of one delivery: its id is the webhook-id, its key makes it once per event. */
function deliveryRow(bankId: number, event: Pick<DeliveryPayload, 'type' | 'data' | 'test'>) {
  const id = randomUUID();
  const payload: DeliveryPayload = { id, createdAt: new Date().toISOString(), ...event };
  return {
    id,
    dedupeKey: event.test
      ? `delivery:test:${id}`
      : `delivery:${event.type}:${event.data.applicationId}`,
    queue: 'delivery',
    kind: event.type,
    organizationId: bankId,
    applicationId: event.test ? null : event.data.applicationId,
    payload,
  };
}

/**
 * queueDelivery for many at once (an erasure's follow-ups, up to a retention batch's thousand):
 * one read of the banks and one insert. Returns how many were queued.
 */
export async function queueDeliveries(
  db: Executor,
  deliveries: { bankId: number; event: Pick<DeliveryPayload, 'type' | 'data'> }[],
): Promise<number> {
  if (deliveries.length === 0) return 0;
  const receiving = await receivingBanks(
    db,
    deliveries.map((d) => d.bankId),
  );
  const rows = deliveries
    .filter((d) => receiving.has(d.bankId))
    .map((d) => deliveryRow(d.bankId, d.event));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length;
}
