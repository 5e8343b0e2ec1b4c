import { setBankDelivery, setBankSecret, type DeliveryMethod } from '../catalogue/index.ts';
import type { Database } from '../db/client.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { BankSecrets } from './signing.ts';

// A bank's delivery secrets, sealed and opened for the console's services and the worker. The
// columns are the catalogue's (catalogue/bank-delivery.ts reads and writes them). The secret is
// read there only as "has one"; it leaves the database only when it is made (the caller answers
// it once) and when the worker signs with it. It is stored sealed (decision 0035): written
// through `box.seal`, read through `openBankSecrets`.

/** A bank's stored secrets, opened for signing or checking a signature. */
export function openBankSecrets<T extends BankSecrets>(box: SecretBox, bank: T): T {
  const open = (value: string | null) => value && box.open('bank-webhook', value);
  return {
    ...bank,
    deliverySecret: open(bank.deliverySecret),
    deliveryPreviousSecret: open(bank.deliveryPreviousSecret),
  };
}

/** Sets the method and address; `secret`, when given, becomes the bank's first secret. */
export async function writeBankDelivery(
  db: Database,
  box: SecretBox,
  bankId: number,
  settings: { method: DeliveryMethod; url: string | null; secret?: string | undefined },
): Promise<void> {
  await setBankDelivery(db, bankId, {
    method: settings.method,
    url: settings.url,
    sealedSecret: settings.secret && box.seal('bank-webhook', settings.secret),
  });
}

/** The current secret becomes the previous one (24 hours' overlap from now); false: no bank. */
export async function rotateSecretTo(
  db: Database,
  box: SecretBox,
  bankId: number,
  secret: string,
): Promise<boolean> {
  return setBankSecret(db, bankId, box.seal('bank-webhook', secret), true);
}

/**
 * `secret` replaces both the current and the previous secret at once, with no overlap: what was
 * signed with either no longer passes (a revocation); false: no bank.
 */
export async function replaceSecretsWith(
  db: Database,
  box: SecretBox,
  bankId: number,
  secret: string,
): Promise<boolean> {
  return setBankSecret(db, bankId, box.seal('bank-webhook', secret), false);
}
