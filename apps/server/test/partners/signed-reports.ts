// Helpers for the banks' side of the pipeline: a bank's secret set in the database, and status
// reports signed exactly as a bank signs them, with the Standard Webhooks library.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { App } from '../../src/app.ts';
import { organizations, products } from '../../src/db/schema/catalogue.ts';
import { applications } from '../../src/db/schema/visitors.ts';
import { newBankSecret } from '../../src/partners/signing.ts';

export interface TestBank {
  id: number;
  key: string;
  secret: string;
}

/** The bank of an application's product, given a new secret. */
export async function bankOf(app: App, applicationId: string): Promise<TestBank> {
  const [row] = await app.db
    .select({ id: organizations.id, key: organizations.key })
    .from(applications)
    .innerJoin(products, eq(products.id, applications.productId))
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error(`no bank for ${applicationId}`);
  return { ...row, secret: await giveSecret(app, row.id) };
}

/** A bank other than `not`, with a secret of its own. */
export async function otherBank(app: App, not: number): Promise<TestBank> {
  const rows = await app.db
    .select({ id: organizations.id, key: organizations.key })
    .from(organizations);
  const row = rows.find((bank) => bank.id !== not)!;
  return { ...row, secret: await giveSecret(app, row.id) };
}

async function giveSecret(app: App, bankId: number): Promise<string> {
  const secret = newBankSecret();
  await app.db
    .update(organizations)
    .set({ deliverySecret: app.secretBox.seal('bank-webhook', secret) })
    .where(eq(organizations.id, bankId));
  return secret;
}

export interface ReportOptions {
  id?: string;
  /** When the bank signed it; now by default. */
  at?: Date;
  /** Headers to send instead of (or without) the signed ones. */
  headers?: Record<string, string | undefined>;
  /** The secret to sign with instead of the bank's. */
  secret?: string;
  /** The caller's address, as the socket gives it. */
  remoteAddress?: string;
}

/** A status report as a bank sends it: the JSON body signed with its secret over the raw text. */
export function sendReport(
  app: App,
  bank: Pick<TestBank, 'key' | 'secret'>,
  body: unknown,
  options: ReportOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const id = options.id ?? `msg_${randomUUID()}`;
  const at = options.at ?? new Date();
  const signed: Record<string, string | undefined> = {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(options.secret ?? bank.secret).sign(id, at, raw),
    ...options.headers,
  };
  const headers = Object.fromEntries(
    Object.entries(signed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return app.inject({
    method: 'POST',
    url: `/api/partners/${bank.key}/status`,
    headers,
    payload: raw,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}
