import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { countryCode, fieldPath } from '@mizan/contracts';
import type { Delivery } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/queue.ts';
import { Problem } from '../../lib/problem.ts';
import { localize } from '../../texts/index.ts';
import { firstProductOf, readBankDelivery, type DeliveryMethod } from '../../catalogue/index.ts';
import {
  replaceSecretsWith,
  rotateSecretTo,
  writeBankDelivery,
} from '../../partners/bank-settings.ts';
import { deliveryColumns, deliveryOf } from '../../partners/delivery-view.ts';
import { queueDelivery } from '../../partners/queue-delivery.ts';
import { newBankSecret } from '../../partners/signing.ts';
import {
  webhookAddressRefusal,
  type AddressRefusal,
  type ResolveAll,
} from '../../partners/webhook-address.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';

// How a bank receives its leads, set by an admin (issue 24). The bank's secret is answered once,
// when it is made (first set, or rotated), and never again: not by these calls, not by the
// catalogue's bank calls, not in the audit log or the server's logs.

export interface BankChangeBy {
  actor: AuditActor;
  ip: string | null;
}

/** What the address checks need to know of where the server runs. */
export interface AddressRules {
  allowPrivateAddresses: boolean;
  resolve?: ResolveAll;
}

export const AUDIT_BANK_ACTIONS = {
  deliverySet: 'bank.setDelivery',
  secretRotated: 'bank.rotateSecret',
  secretRevoked: 'bank.revokeSecret',
  testLeadSent: 'bank.sendTestLead',
  deliveryRetried: 'delivery.retry',
} as const;

export const bankNotFound = (id: number | string) =>
  new Problem(
    404,
    localize('problems.console.banks.notFound.title'),
    localize('problems.console.banks.notFound.detail', { id }),
  );

type UrlRule = Exclude<AddressRefusal, null> | 'required' | 'notForMethod';

/** A 400 naming body.url, worded for the admin who typed it. */
function badUrl(rule: UrlRule) {
  const field = fieldPath('body', ['url']);
  const message = localize(`problems.console.banks.url.${rule}`);
  return new Problem(
    400,
    localize('problems.console.banks.badUrl.title'),
    { en: `${field}: ${message.en}`, ar: `${field}: ${message.ar}` },
    [{ field, message }],
  );
}

/** The url a method is stored with, after its checks: a webhook's address, null for the others. */
async function checkedUrl(method: DeliveryMethod, url: string | undefined, rules: AddressRules) {
  if (method !== 'webhook') {
    if (url !== undefined) throw badUrl('notForMethod');
    return null;
  }
  if (url === undefined) throw badUrl('required');
  const refusal = await webhookAddressRefusal(url, rules);
  if (refusal) throw badUrl(refusal);
  return url;
}

/**
 * Sets a bank's delivery method (and its webhook's address). Answers a new secret only when the
 * bank had none: the one time it is shown.
 */
export async function setBankDelivery(
  db: Database,
  box: SecretBox,
  bankId: number,
  wanted: { method: DeliveryMethod; url?: string | undefined },
  rules: AddressRules,
  by: BankChangeBy,
): Promise<{ method: DeliveryMethod; url: string | null; secret?: string }> {
  // The address is resolved before the transaction: no row stays locked while DNS answers.
  const url = await checkedUrl(wanted.method, wanted.url, rules);
  return db.transaction(async (tx) => {
    const bank = await readBankDelivery(tx, bankId, true);
    if (!bank) throw bankNotFound(bankId);
    const secret = bank.hasSecret ? undefined : newBankSecret();
    await writeBankDelivery(tx, box, bankId, { method: wanted.method, url, secret });
    await recordAudit(tx, {
      ...by,
      action: AUDIT_BANK_ACTIONS.deliverySet,
      target: String(bankId),
      before: { method: bank.method, url: bank.url },
      after: { method: wanted.method, url, ...(secret && { secretIssued: true }) },
    });
    return { method: wanted.method, url, ...(secret && { secret }) };
  });
}

/**
 * A new secret for the bank; the current one becomes the previous, which keeps signing and is
 * accepted for 24 hours (signing.ts, secretsInUse). A bank without a secret gets its first.
 */
export async function rotateBankSecret(
  db: Database,
  box: SecretBox,
  bankId: number,
  by: BankChangeBy,
): Promise<{ secret: string }> {
  return newSecretFor(db, bankId, by, AUDIT_BANK_ACTIONS.secretRotated, (tx, secret) =>
    rotateSecretTo(tx, box, bankId, secret),
  );
}

/**
 * Revokes the bank's secrets at once (a leaked one): a new secret replaces the current and the
 * previous one with no overlap, so whatever was signed with either fails from the commit on.
 * Leads go on, signed with the new secret, answered this once for the bank.
 */
export async function revokeBankSecret(
  db: Database,
  box: SecretBox,
  bankId: number,
  by: BankChangeBy,
): Promise<{ secret: string }> {
  return newSecretFor(db, bankId, by, AUDIT_BANK_ACTIONS.secretRevoked, (tx, secret) =>
    replaceSecretsWith(tx, box, bankId, secret),
  );
}

/** A new secret stored by `store` (false: no such bank), audited as `action`, answered once. */
function newSecretFor(
  db: Database,
  bankId: number,
  by: BankChangeBy,
  action: string,
  store: (tx: Database, secret: string) => Promise<boolean>,
): Promise<{ secret: string }> {
  return db.transaction(async (tx) => {
    const secret = newBankSecret();
    if (!(await store(tx, secret))) throw bankNotFound(bankId);
    await recordAudit(tx, { ...by, action, target: String(bankId) });
    return { secret };
  });
}

const noMethod = () =>
  new Problem(
    409,
    localize('problems.console.banks.noMethod.title'),
    localize('problems.console.banks.noMethod.detail'),
  );

/**
 * Queues a lead that is obviously a test (`"test": true`, a made-up applicant, one of the bank's
 * products) through the bank's method, as a real one would go.
 */
export async function sendTestLead(
  db: Database,
  bankId: number,
  by: BankChangeBy,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const bank = await readBankDelivery(tx, bankId);
    if (!bank) throw bankNotFound(bankId);
    if (bank.method === 'none') throw noMethod();
    const product = await firstProductOf(tx, bankId);
    const id = await queueDelivery(tx, bankId, {
      type: 'application.submitted',
      test: true,
      data: {
        applicationId: randomUUID(),
        country: countryCode(product?.country ?? bank.country),
        productType: product?.productType ?? 'Card',
        language: 'en',
        ...(product && { product: { id: product.id, key: product.key, name: product.name } }),
        applicant: {
          fullName: 'Test Applicant',
          email: 'test@example.com',
          phone: '+971500000000',
        },
        contact: { channel: 'call', from: '09:00', to: '18:00' },
      },
    });
    if (!id) throw noMethod();
    await recordAudit(tx, {
      ...by,
      action: AUDIT_BANK_ACTIONS.testLeadSent,
      target: String(bankId),
      after: { deliveryId: id },
    });
    const [row] = await tx
      .select(deliveryColumns)
      .from(outbox)
      .where(and(eq(outbox.id, id), eq(outbox.queue, 'delivery')));
    return deliveryOf(row!);
  });
}
