import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fetch, type Response } from 'undici';
import type { Country } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/queue.ts';
import { scrubPersonalData } from '../lib/scrub.ts';
import { retryDelayMs, type OutboxRow, type Outcome, type QueueSender } from '../queue/worker.ts';
import { appendDelivery, deliveryFile } from './delivery-csv.ts';
import type { DeliveryPayload } from './queue-delivery.ts';
import { literalAddressRefused, publicOnlyAgent } from './public-only-agent.ts';
import { secretsInUse, signedHeaders } from './signing.ts';
import { openBankSecrets } from './bank-settings.ts';
import { readBankForSending } from '../catalogue/index.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

export interface DeliveryOptions {
  /** Where csv deliveries are written: `<dataDir>/deliveries/<bank key>/<day>.csv`. */
  dataDir: string;
  /** The longest wait between two attempts (DELIVERY_RETRY_MAX_S). */
  retryMaxMs?: number;
  /** The first wait after a failed attempt; it doubles up to retryMaxMs. */
  retryBaseMs?: number;
  /** A bank that has not answered in this long is tried again later (10 s). */
  timeoutMs?: number;
  /** Deliveries one process has in flight to one bank at once. */
  perBank?: number;
  /** Deliveries one process has in flight at once, all banks together. */
  concurrency?: number;
  /**
   * DELIVERY_ALLOW_PRIVATE_ADDRESSES: webhooks may connect to private and loopback addresses
   * (tests, a bank's stand-in on this machine). Off by default, whatever NODE_ENV says: each
   * connection is then checked to reach a public address (public-only-agent.ts).
   */
  allowPrivateAddresses?: boolean;
}

export const DELIVERY_DEFAULTS = {
  retryMaxMs: 600_000,
  retryBaseMs: 5_000,
  timeoutMs: 10_000,
  perBank: 50,
  concurrency: 200,
  allowPrivateAddresses: false,
} as const;

const USER_AGENT = 'Mizan-Webhooks/1.0 (+https://www.standardwebhooks.com)';
/** How much of a bank's answer is kept to show the operator. */
const ANSWER_CHARS = 500;

/** How long a bank's settings read for one attempt serve the next ones (a burst to one bank). */
const BANK_FRESH_MS = 1000;

/** The bank as it is set up now: read at the attempt, so a change applies within a second. */
async function readBank(db: Database, box: SecretBox, id: number) {
  const bank = await readBankForSending(db, id);
  return bank && openBankSecrets(box, bank);
}

type Bank = NonNullable<Awaited<ReturnType<typeof readBank>>>;

function bankReader(db: Database, box: SecretBox) {
  const fresh = new Map<number, { at: number; bank: Promise<Bank | undefined> }>();
  return (id: number | null): Promise<Bank | undefined> => {
    if (id === null) return Promise.resolve(undefined);
    const known = fresh.get(id);
    if (known && Date.now() - known.at < BANK_FRESH_MS) return known.bank;
    const bank = readBank(db, box, id);
    fresh.set(id, { at: Date.now(), bank });
    // A failed read is not kept: the next attempt reads again.
    bank.catch(() => fresh.delete(id));
    return bank;
  };
}

/**
 * Records, before the row is written, the file a csv delivery goes to (relative to dataDir): an
 * erasure takes the row out of that file, whatever the bank's key is by then. Written first, so
 * that no row is on disk that its delivery does not name; a file named but not written to is
 * only looked through in vain.
 */
async function recordDeliveryFile(db: Database, id: string, file: string): Promise<void> {
  const files = sql`coalesce(${outbox.deliveryFiles}, '{}'::text[])`;
  await db
    .update(outbox)
    .set({
      deliveryFiles: sql`case when ${file} = any(${files}) then ${files}
        else array_append(${files}, ${file}::text) end`,
    })
    .where(eq(outbox.id, id));
}

/** The bank's answer for the operator: its first characters, without personal data. */
async function answerOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  const shown = scrubPersonalData(text.slice(0, ANSWER_CHARS * 4)).slice(0, ANSWER_CHARS);
  return `HTTP ${response.status}${shown ? `: ${shown}` : ''}`;
}

/** Retry-After in milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** 408, 429 and 5xx say "later"; any other 4xx (and a redirect, never followed) says "never". */
const RETRYABLE = (status: number) => status === 408 || status === 429 || status >= 500;

/** The options with every default filled in. */
type DeliverySettings = Required<DeliveryOptions>;

/** What every attempt of one sender shares: its settings, connections and back-off. */
interface Attempts {
  db: Database;
  settings: DeliverySettings;
  /** Undefined when private addresses are allowed: undici's own agent. */
  dispatcher: ReturnType<typeof publicOnlyAgent> | undefined;
  later: (row: OutboxRow, error: string, status: number | null, wishMs?: number) => Outcome;
}

/** "Try again later", after the back-off of the row's attempts or the bank's wish, capped. */
function retryLater(settings: DeliverySettings): Attempts['later'] {
  return (row, error, status, wishMs) => {
    const backOff = retryDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs);
    // A bank's Retry-After is honoured within the cap.
    const inMs = wishMs === undefined ? backOff : Math.min(wishMs, settings.retryMaxMs);
    return { outcome: 'retry', inMs, error, status } as const;
  };
}

/** Why a webhook POST got no answer at all, in a few words for the operator. */
function noAnswerReason(error: unknown, timeoutMs: number): string {
  // Refused, reset, unknown host, or no answer in time: the bank is not there yet.
  const cause = (error as Error & { cause?: { code?: string } }).cause;
  return (error as Error).name === 'TimeoutError'
    ? `no answer in ${timeoutMs / 1000} s`
    : (cause?.code ?? (error as Error).message);
}

/** What the bank's answer means for the delivery: sent, later (as it asks), or never. */
async function outcomeOfAnswer(
  attempts: Attempts,
  row: OutboxRow,
  response: Response,
): Promise<Outcome> {
  if (response.ok) {
    await response.body?.cancel().catch(() => {});
    return { outcome: 'sent', status: response.status };
  }
  const answer = await answerOf(response);
  if (RETRYABLE(response.status)) {
    const wish =
      response.status === 429 || response.status === 503
        ? retryAfterMs(response.headers.get('retry-after'))
        : undefined;
    return attempts.later(row, answer, response.status, wish);
  }
  return { outcome: 'failed', error: answer, status: response.status };
}

/** POSTs the lead to the bank's webhook, signed per Standard Webhooks with its secrets in use. */
async function sendWebhook(
  attempts: Attempts,
  row: OutboxRow,
  bank: Bank,
  payload: DeliveryPayload,
): Promise<Outcome> {
  const { settings, later } = attempts;
  const secrets = secretsInUse(bank);
  if (!bank.url || secrets.length === 0) {
    return {
      outcome: 'failed',
      error: 'the bank has no webhook address or secret',
      status: null,
    };
  }
  if (!settings.allowPrivateAddresses && literalAddressRefused(bank.url)) {
    return later(row, 'the address is not public', null);
  }
  // The stored body, the same bytes on every attempt (jsonb keeps one order of its keys).
  const body = JSON.stringify(payload);
  let response: Response;
  try {
    response = await fetch(bank.url, {
      dispatcher: attempts.dispatcher,
      method: 'POST',
      headers: {
        ...signedHeaders(secrets, payload.id, body),
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return later(row, noAnswerReason(error, settings.timeoutMs), null);
  }
  return outcomeOfAnswer(attempts, row, response);
}

/** Appends the lead to the bank's file of the day, the file named on the row first. */
async function appendToFile(
  attempts: Attempts,
  row: OutboxRow,
  bank: Bank,
  payload: DeliveryPayload,
): Promise<Outcome> {
  const { db, settings } = attempts;
  try {
    const file = deliveryFile(settings.dataDir, bank.key, bank.country as Country, new Date());
    await recordDeliveryFile(db, row.id, path.relative(settings.dataDir, file));
    await appendDelivery(file, payload);
    return { outcome: 'sent' };
  } catch (error) {
    // A full or read-only disk: the row stays queued until it can be written.
    return attempts.later(
      row,
      `file not written: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      null,
    );
  }
}

/**
 * The delivery queue's sender. A webhook is POSTed, signed per Standard Webhooks with the bank's
 * secrets in use; a csv delivery is appended to the bank's file of the day. A bank that is down
 * or slow is retried with capped back-off for as long as it takes: a lead is never dropped.
 * A bank whose method is 'none' (or a webhook without address or secret) when its turn comes
 * stops the delivery as failed, saying why; "retry now" sends it once the bank is set up again.
 */
export function deliverySender(
  db: Database,
  box: SecretBox,
  options: DeliveryOptions,
): QueueSender {
  const settings: DeliverySettings = { ...DELIVERY_DEFAULTS, ...options };
  const bankOf = bankReader(db, box);
  const attempts: Attempts = {
    db,
    settings,
    dispatcher: settings.allowPrivateAddresses ? undefined : publicOnlyAgent(),
    later: retryLater(settings),
  };

  return {
    queue: 'delivery',
    concurrency: settings.concurrency,
    perBank: settings.perBank,
    // A lead the bank took (its webhook answered 2xx, or its row is in the file) is the
    // funnel's `delivered`, committed with the job marked sent. Test leads name no application.
    async afterSent(tx, rows) {
      const leads = rows.flatMap((row) =>
        row.kind === 'application.submitted' && row.applicationId ? [row.applicationId] : [],
      );
      await recordFunnelStep(tx, 'delivered', leads);
    },
    async send(row) {
      const bank = await bankOf(row.organizationId);
      const payload = row.payload as DeliveryPayload | null;
      if (!bank || !payload) return { outcome: 'failed', error: 'no such bank', status: null };
      if (bank.method === 'webhook') return sendWebhook(attempts, row, bank, payload);
      if (bank.method === 'csv') return appendToFile(attempts, row, bank, payload);
      return {
        outcome: 'failed',
        error: `the bank receives no deliveries (method ${bank.method})`,
        status: null,
      };
    },
  };
}
