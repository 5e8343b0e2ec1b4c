// Helpers for the delivery tests: banks set up straight in the database (the console's settings
// route is tested with the console), the delivery rows as stored, and the app with short timings.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { newBankSecret } from '../../src/partners/signing.ts';
import type { DeliveryOptions } from '../../src/partners/delivery-sender.ts';
import type { SecretBox } from '../../src/secrets/secret-box.ts';

/** Retries within a fraction of a second, a bank that hangs given up on after half a second. */
export const QUICK_DELIVERY: Partial<DeliveryOptions> = {
  retryBaseMs: 50,
  retryMaxMs: 300,
  timeoutMs: 500,
};

/**
 * Every bank delivers by `method` (to `url`), with one new secret for all; answers it. The secret
 * is stored sealed by `box` (the app's), or, with none, as stored before sealing, which a server
 * process seals when it starts.
 */
export async function setEveryBank(
  db: Database,
  box: SecretBox | undefined,
  method: 'webhook' | 'csv' | 'none',
  url: string | null = null,
): Promise<string> {
  const secret = newBankSecret();
  const stored = box ? box.seal('bank-webhook', secret) : secret;
  await db.execute(sql`
    UPDATE organizations SET delivery_method = ${method}, delivery_url = ${url},
      delivery_secret = ${stored}`);
  return secret;
}

export type DeliveryRow = typeof outbox.$inferSelect;

export function deliveryRows(db: Database): Promise<DeliveryRow[]> {
  return db.select().from(outbox).where(eq(outbox.queue, 'delivery'));
}

export async function bankKeyOf(
  db: Database,
  bankId: number,
): Promise<{ key: string; country: 'ae' | 'sa' }> {
  const result = await db.execute(sql`SELECT key, country FROM organizations WHERE id = ${bankId}`);
  return (result as unknown as { rows: { key: string; country: 'ae' | 'sa' }[] }).rows[0]!;
}
