import { asc, eq, sql } from 'drizzle-orm';
import type { DELIVERY_METHODS } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { organizations, products } from '../db/schema/catalogue.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { BankSecrets } from './signing.ts';

// A bank's delivery columns (the organizations table, issue 24), read and written for the
// console's services. The secret is read here only as "has one"; it leaves the database only
// when it is made (the caller answers it once) and when the worker signs with it. It is stored
// sealed (decision 0035): written through `box.seal`, read through `openBankSecrets`.

/** The columns a bank's secrets are read from, as they are stored (sealed). */
export const bankSecretColumns = {
  deliverySecret: organizations.deliverySecret,
  deliveryPreviousSecret: organizations.deliveryPreviousSecret,
  deliverySecretRotatedAt: organizations.deliverySecretRotatedAt,
};

/** A bank's stored secrets, opened for signing or checking a signature. */
export function openBankSecrets<T extends BankSecrets>(box: SecretBox, bank: T): T {
  const open = (value: string | null) => value && box.open('bank-webhook', value);
  return {
    ...bank,
    deliverySecret: open(bank.deliverySecret),
    deliveryPreviousSecret: open(bank.deliveryPreviousSecret),
  };
}

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface BankDeliveryRow {
  method: DeliveryMethod;
  url: string | null;
  hasSecret: boolean;
  country: 'ae' | 'sa';
}

/** The bank's delivery settings; with `lock`, its row stays locked until the transaction ends. */
export async function readBankDelivery(
  db: Database,
  bankId: number,
  lock = false,
): Promise<BankDeliveryRow | undefined> {
  const query = db
    .select({
      method: organizations.deliveryMethod,
      url: organizations.deliveryUrl,
      hasSecret: sql<boolean>`${organizations.deliverySecret} is not null`,
      country: organizations.country,
    })
    .from(organizations)
    .where(eq(organizations.id, bankId));
  const [row] = await (lock ? query.for('update') : query);
  return row && { ...row, method: row.method as DeliveryMethod };
}

/** Sets the method and address; `secret`, when given, becomes the bank's first secret. */
export async function writeBankDelivery(
  db: Database,
  box: SecretBox,
  bankId: number,
  settings: { method: DeliveryMethod; url: string | null; secret?: string | undefined },
): Promise<void> {
  await db
    .update(organizations)
    .set({
      deliveryMethod: settings.method,
      deliveryUrl: settings.url,
      ...(settings.secret && { deliverySecret: box.seal('bank-webhook', settings.secret) }),
    })
    .where(eq(organizations.id, bankId));
}

/** The current secret becomes the previous one (24 hours' overlap from now); false: no bank. */
export async function rotateSecretTo(
  db: Database,
  box: SecretBox,
  bankId: number,
  secret: string,
): Promise<boolean> {
  const rotated = await db
    .update(organizations)
    .set({
      deliveryPreviousSecret: sql`${organizations.deliverySecret}`,
      deliverySecret: box.seal('bank-webhook', secret),
      deliverySecretRotatedAt: sql`now()`,
    })
    .where(eq(organizations.id, bankId))
    .returning({ id: organizations.id });
  return rotated.length > 0;
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
  const replaced = await db
    .update(organizations)
    .set({
      deliveryPreviousSecret: null,
      deliverySecret: box.seal('bank-webhook', secret),
      deliverySecretRotatedAt: sql`now()`,
    })
    .where(eq(organizations.id, bankId))
    .returning({ id: organizations.id });
  return replaced.length > 0;
}

/** The bank's first product (a test lead names one of the bank's own), if it has any. */
export async function firstProductOf(db: Database, bankId: number) {
  const [product] = await db
    .select({
      id: products.id,
      key: products.key,
      name: products.name,
      productType: products.productType,
      country: products.country,
    })
    .from(products)
    .where(eq(products.organizationId, bankId))
    .orderBy(asc(products.id))
    .limit(1);
  return product;
}
