import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

// Both directions of the banks' contract are signed by the Standard Webhooks 1.0 specification
// (docs/partners.md), with the maintained `standardwebhooks` package rather than by hand: a bank
// verifies what we send, and signs what it reports, with that project's library in its language.

/** After a rotation the previous secret keeps signing, and is accepted, for this long. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A bank's new secret: `whsec_` and 32 random bytes in base64, the specification's form. */
export const newBankSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface BankSecrets {
  deliverySecret: string | null;
  deliveryPreviousSecret: string | null;
  deliverySecretRotatedAt: Date | null;
}

/** The secrets in use at `now`: the current one, and the previous one within 24 hours of a rotation. */
export function secretsInUse(bank: BankSecrets, now = new Date()): string[] {
  const secrets = bank.deliverySecret ? [bank.deliverySecret] : [];
  const overlapping =
    bank.deliveryPreviousSecret !== null &&
    bank.deliverySecretRotatedAt !== null &&
    now.getTime() - bank.deliverySecretRotatedAt.getTime() < ROTATION_OVERLAP_MS;
  if (overlapping && bank.deliveryPreviousSecret) secrets.push(bank.deliveryPreviousSecret);
  return secrets;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The headers of one attempt: its id (the same on every retry), this attempt's time, and a
 * `v1,<base64>` signature per secret in use, space-separated.
 */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  body: string,
  at = new Date(),
): SignedHeaders {
  if (secrets.length === 0) throw new Error('a bank without a secret cannot be sent anything');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}

/**
 * Whether `rawBody` with these headers was signed with one of `secrets` within 5 minutes of now
 * (the library's tolerance). Comparisons are the library's, in constant time.
 */
export function verifiedBy(
  secrets: readonly string[],
  rawBody: string | Buffer,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const plain: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = headers[name];
    if (typeof value !== 'string') return false;
    plain[name] = value;
  }
  return secrets.some((secret) => {
    try {
      // Only the signature: the caller parses the body (a signed body may still be malformed).
      new Webhook(secret).verify(rawBody, plain, { jsonParse: false });
      return true;
    } catch (error) {
      if (error instanceof WebhookVerificationError) return false;
      throw error;
    }
  });
}
