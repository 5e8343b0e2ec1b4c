import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  ContactPreference,
  Country,
  DELIVERY_EVENT_TYPES,
  Language,
  ProductType,
} from '@mizan/contracts';
import { organizations } from '../db/schema/catalogue.ts';
import { outbox } from '../db/schema/partners.ts';
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
    country?: 'AE' | 'SA';
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
  data: { ...lead, country: lead.country === 'ae' ? 'AE' : 'SA' },
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
  const [bank] = await db
    .select({ method: organizations.deliveryMethod })
    .from(organizations)
    .where(eq(organizations.id, bankId));
  if (!bank || bank.method === 'none') return null;
  const id = randomUUID();
  const payload: DeliveryPayload = { id, createdAt: new Date().toISOString(), ...event };
  const inserted = await db
    .insert(outbox)
    .values({
      id,
      dedupeKey: event.test
        ? `delivery:test:${id}`
        : `delivery:${event.type}:${event.data.applicationId}`,
      queue: 'delivery',
      kind: event.type,
      organizationId: bankId,
      applicationId: event.test ? null : event.data.applicationId,
      payload,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted[0]?.id ?? null;
}
