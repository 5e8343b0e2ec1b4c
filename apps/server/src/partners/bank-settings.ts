import { asc, eq, sql } from 'drizzle-orm';
import type { DELIVERY_METHODS } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { organizations, products } from '../db/schema/catalogue.ts';

// A bank's delivery columns (the organizations table, issue 24), read and written for the
// console's services. The secret is read here only as "has one"; it leaves the database only
// when it is made (the caller answers it once) and when the worker signs with it.

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
  bankId: number,
  settings: { method: DeliveryMethod; url: string | null; secret?: string | undefined },
): Promise<void> {
  await db
    .update(organizations)
    .set({
      deliveryMethod: settings.method,
      deliveryUrl: settings.url,
      ...(settings.secret && { deliverySecret: settings.secret }),
    })
    .where(eq(organizations.id, bankId));
}

/** The current secret becomes the previous one (24 hours' overlap from now); false: no bank. */
export async function rotateSecretTo(
  db: Database,
  bankId: number,
  secret: string,
): Promise<boolean> {
  const rotated = await db
    .update(organizations)
    .set({
      deliveryPreviousSecret: sql`${organizations.deliverySecret}`,
      deliverySecret: secret,
      deliverySecretRotatedAt: sql`now()`,
    })
    .where(eq(organizations.id, bankId))
    .returning({ id: organizations.id });
  return rotated.length > 0;
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
