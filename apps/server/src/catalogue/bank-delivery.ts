import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DELIVERY_METHODS } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { organizations, products } from '../db/schema/catalogue.ts';

// A bank's delivery settings are columns of the catalogue's organizations table (issue 24): read
// and written here, so that the catalogue tables keep one owner (decision 0019). The secrets come
// and go sealed (decision 0035): partners/bank-settings.ts seals and opens them; nothing here
// holds a key.

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** What reads a bank: the database or a transaction of it. */
type Reader = Pick<Database, 'select'>;

/** The columns a bank's secrets are read from, as they are stored (sealed). */
export const bankSecretColumns = {
  deliverySecret: organizations.deliverySecret,
  deliveryPreviousSecret: organizations.deliveryPreviousSecret,
  deliverySecretRotatedAt: organizations.deliverySecretRotatedAt,
};

/** The sealed columns of the catalogue, for sealing them again under a new key (secrets/reseal.ts). */
export const SEALED_BANK_COLUMNS = {
  table: organizations,
  id: organizations.id,
  fields: ['deliverySecret', 'deliveryPreviousSecret'],
} as const;

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

/**
 * The bank as the delivery sender needs it for one attempt: its key and country (where a csv
 * delivery is written), method, address and secrets as stored (sealed); undefined for an id no
 * bank has.
 */
export async function readBankForSending(db: Reader, bankId: number) {
  const [bank] = await db
    .select({
      key: organizations.key,
      country: organizations.country,
      method: organizations.deliveryMethod,
      url: organizations.deliveryUrl,
      ...bankSecretColumns,
    })
    .from(organizations)
    .where(eq(organizations.id, bankId));
  return bank;
}

/** Sets the method and address; `sealedSecret`, when given, becomes the bank's first secret. */
export async function setBankDelivery(
  db: Database,
  bankId: number,
  settings: { method: DeliveryMethod; url: string | null; sealedSecret?: string | undefined },
): Promise<void> {
  await db
    .update(organizations)
    .set({
      deliveryMethod: settings.method,
      deliveryUrl: settings.url,
      ...(settings.sealedSecret && { deliverySecret: settings.sealedSecret }),
    })
    .where(eq(organizations.id, bankId));
}

/**
 * `sealedSecret` becomes the bank's secret from now; the one it replaces stays valid as the
 * previous secret (`keepPrevious`, a rotation's overlap) or not at all (a revocation).
 * False: no bank has this id.
 */
export async function setBankSecret(
  db: Database,
  bankId: number,
  sealedSecret: string,
  keepPrevious: boolean,
): Promise<boolean> {
  const changed = await db
    .update(organizations)
    .set({
      deliveryPreviousSecret: keepPrevious ? sql`${organizations.deliverySecret}` : null,
      deliverySecret: sealedSecret,
      deliverySecretRotatedAt: sql`now()`,
    })
    .where(eq(organizations.id, bankId))
    .returning({ id: organizations.id });
  return changed.length > 0;
}

/** The bank with this key and its secrets, as stored (sealed); undefined for a key no bank has. */
export async function bankSecretsByKey(db: Reader, key: string) {
  const [bank] = await db
    .select({ id: organizations.id, key: organizations.key, ...bankSecretColumns })
    .from(organizations)
    .where(eq(organizations.key, key));
  return bank;
}

/** Of these banks, those that receive deliveries (a method other than 'none'). */
export async function receivingBanks(db: Reader, bankIds: readonly number[]): Promise<Set<number>> {
  if (bankIds.length === 0) return new Set();
  const banks = await db
    .select({ id: organizations.id, method: organizations.deliveryMethod })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(bankIds)]));
  return new Set(banks.filter((bank) => bank.method !== 'none').map((bank) => bank.id));
}

/** The banks' keys and countries (where their delivery files are), by id. */
export async function bankFileKeys(
  db: Reader,
  bankIds: readonly number[],
): Promise<Map<number, { key: string; country: 'ae' | 'sa' }>> {
  if (bankIds.length === 0) return new Map();
  const banks = await db
    .select({ id: organizations.id, key: organizations.key, country: organizations.country })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(bankIds)]));
  return new Map(banks.map(({ id, key, country }) => [id, { key, country }]));
}

/** The bank a product belongs to, or undefined (no such product). */
export async function bankOfProduct(db: Reader, productId: number): Promise<number | undefined> {
  const [product] = await db
    .select({ organizationId: products.organizationId })
    .from(products)
    .where(eq(products.id, productId));
  return product?.organizationId;
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
