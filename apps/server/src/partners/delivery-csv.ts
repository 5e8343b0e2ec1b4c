import { randomUUID } from 'node:crypto';
import { link, mkdir, open, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Country } from '@mizan/contracts';
import { csvCell, type CsvColumn } from '../lib/csv.ts';
import type { DeliveryPayload } from './queue-delivery.ts';

/** The bank's country's time zone: a bank's file of the day is its own day. */
const TIME_ZONES: Record<Country, string> = { ae: 'Asia/Dubai', sa: 'Asia/Riyadh' };

/** The columns of a bank's delivery file (docs/partners.md), the webhook's body flattened. */
export const DELIVERY_CSV_COLUMNS: readonly CsvColumn<DeliveryPayload>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'type', value: (p) => p.type },
  { header: 'createdAt', value: (p) => p.createdAt },
  { header: 'applicationId', value: (p) => p.data.applicationId },
  { header: 'country', value: (p) => p.data.country },
  { header: 'productType', value: (p) => p.data.productType },
  { header: 'language', value: (p) => p.data.language },
  { header: 'productKey', value: (p) => p.data.product?.key },
  { header: 'productName', value: (p) => p.data.product?.name },
  { header: 'fullName', value: (p) => p.data.applicant?.fullName },
  { header: 'email', value: (p) => p.data.applicant?.email },
  { header: 'phone', value: (p) => p.data.applicant?.phone },
  { header: 'contactChannel', value: (p) => p.data.contact?.channel },
  { header: 'contactFrom', value: (p) => p.data.contact?.from },
  { header: 'contactTo', value: (p) => p.data.contact?.to },
  // A lead an operator sent to test the integration: a bank must not call anyone about it.
  { header: 'test', value: (p) => (p.test ? 'true' : '') },
];

const line = (cells: string[]) =>
  stringify([cells], { quoted: true, quoted_empty: true, record_delimiter: '\r\n' });

/** YYYY-MM-DD of `at` in the country's time zone. */
export function dayIn(country: Country, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A bank key as a folder name: catalogue keys are lower-case words and dashes. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*$/i;

export function deliveryFile(dataDir: string, bankKey: string, country: Country, at: Date) {
  if (!SAFE_KEY.test(bankKey)) throw new Error(`the bank key ${bankKey} is not a folder name`);
  return path.join(dataDir, 'deliveries', bankKey, `${dayIn(country, at)}.csv`);
}

/**
 * Appends the delivery as one row to the bank's file of the day (the day the row is written,
 * so that a file is complete once its day is over), flushed to disk before answering. A new
 * file gets its header first: it is written aside and linked into place, which fails for all
 * processes but one, so the header is there once and before any row.
 */
export async function appendDelivery(file: string, payload: DeliveryPayload): Promise<void> {
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) await createWithHeader(file);
  const handle = await open(file, 'a');
  try {
    await handle.write(line(DELIVERY_CSV_COLUMNS.map((c) => csvCell(c.value(payload)))));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function createWithHeader(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${randomUUID()}.new`;
  // UTF-8 with a byte order mark, as the console's exports, so spreadsheets read Arabic names.
  await writeFile(aside, `\uFEFF${line(DELIVERY_CSV_COLUMNS.map((c) => csvCell(c.header)))}`);
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(aside);
  }
}
