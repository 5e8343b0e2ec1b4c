import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Delivery } from '@mizan/contracts/console';
import type { DELIVERY_STATES } from '@mizan/contracts';
import { outbox } from '../db/schema/queue.ts';
import type { DeliveryEventType } from './queue-delivery.ts';

// A delivery as the console shows it (issue 24). The outbox stores a job's status ('pending',
// 'sent', 'failed'); operators see four states, a pending job that has already failed once being
// "failing" (the bank's last answer and the next try are what they need to act on).

export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The outbox's columns a Delivery is made of. */
export const deliveryColumns = {
  id: outbox.id,
  organizationId: outbox.organizationId,
  applicationId: outbox.applicationId,
  kind: outbox.kind,
  status: outbox.status,
  attempts: outbox.attempts,
  lastStatus: outbox.lastStatus,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

export interface DeliveryRow {
  id: string;
  organizationId: number | null;
  applicationId: string | null;
  kind: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

export function deliveryStateOf(row: Pick<DeliveryRow, 'status' | 'lastError'>): DeliveryState {
  if (row.status === 'sent') return 'delivered';
  if (row.status === 'failed') return 'failed';
  return row.lastError === null ? 'pending' : 'failing';
}

/** The outbox rows of a state (among the delivery queue's). */
export function deliveryStateCondition(state: DeliveryState): SQL {
  switch (state) {
    case 'delivered':
      return eq(outbox.status, 'sent');
    case 'failed':
      return eq(outbox.status, 'failed');
    case 'pending':
      return and(eq(outbox.status, 'pending'), isNull(outbox.lastError))!;
    case 'failing':
      return and(eq(outbox.status, 'pending'), isNotNull(outbox.lastError))!;
  }
}

export function deliveryOf(row: DeliveryRow): Delivery {
  const state = deliveryStateOf(row);
  const done = state === 'delivered' || state === 'failed';
  return {
    id: row.id,
    bankId: row.organizationId ?? 0,
    applicationId: row.applicationId,
    type: row.kind as DeliveryEventType,
    state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: done ? null : row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.sentAt?.toISOString() ?? null,
  };
}
