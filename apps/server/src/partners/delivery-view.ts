import type { Delivery } from '@mizan/contracts/console';
import type { outbox } from '../db/schema/partners.ts';
import type { DeliveryEventType } from './queue-delivery.ts';

type DeliveryRow = Pick<
  typeof outbox.$inferSelect,
  | 'id'
  | 'organizationId'
  | 'applicationId'
  | 'kind'
  | 'status'
  | 'attempts'
  | 'lastStatus'
  | 'lastError'
  | 'nextAttemptAt'
  | 'createdAt'
  | 'sentAt'
>;

/**
 * The state an operator sees: delivered (the bank took it), failed (stopped: the bank refused
 * it, or it cannot be sent as the bank is set up), failing (waiting for a retry after a failed
 * attempt) or pending (not tried yet, or being tried).
 */
export function deliveryState(row: Pick<DeliveryRow, 'status' | 'attempts' | 'lastError'>) {
  if (row.status === 'sent') return 'delivered' as const;
  if (row.status === 'failed') return 'failed' as const;
  return row.attempts > 0 && row.lastError ? ('failing' as const) : ('pending' as const);
}

/** deliveryState as SQL conditions on the outbox, to filter by state (console list, metrics). */
export const DELIVERY_STATE_SQL = {
  delivered: `status = 'sent'`,
  failed: `status = 'failed'`,
  failing: `status = 'pending' AND attempts > 0 AND last_error IS NOT NULL`,
  pending: `status = 'pending' AND (attempts = 0 OR last_error IS NULL)`,
} as const;

/** An outbox row of the delivery queue as the console's contract shows it (DeliverySchema). */
export function toDeliveryView(row: DeliveryRow): Delivery {
  const state = deliveryState(row);
  const waiting = state === 'pending' || state === 'failing';
  return {
    id: row.id,
    bankId: row.organizationId ?? 0,
    applicationId: row.applicationId,
    type: row.kind as DeliveryEventType,
    state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
