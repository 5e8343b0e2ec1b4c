import { randomUUID } from 'node:crypto';
import {
  link,
  mkdir,
  open,
  rename,
  stat,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
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
  const row = line(DELIVERY_CSV_COLUMNS.map((c) => csvCell(c.value(payload))));
  // An erasure may replace the file (removeDeliveryRows) while the row is written: a row that
  // went to the replaced file is written again to the new one. A row it copied over is then
  // there twice, with the same id, which a bank drops as a repeat.
  for (let attempt = 0; ; attempt++) {
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) await createWithHeader(file);
    const handle = await open(file, 'a');
    let written: number;
    try {
      await handle.write(row);
      await handle.sync();
      written = (await handle.stat()).ino;
    } finally {
      await handle.close();
    }
    const current = await stat(file).then(
      (s) => s.ino,
      () => undefined,
    );
    if (current === written || attempt >= 10) return;
  }
}

/** The column of the application's id, and of the event's type, in a file's row. */
const APPLICATION_COLUMN = DELIVERY_CSV_COLUMNS.findIndex((c) => c.header === 'applicationId');
const TYPE_COLUMN = DELIVERY_CSV_COLUMNS.findIndex((c) => c.header === 'type');

/** Whether a parsed row is the lead of one of these applications. */
const leadOf = (applicationIds: ReadonlySet<string>) => (row: string[]) =>
  row[TYPE_COLUMN] === 'application.submitted' && applicationIds.has(row[APPLICATION_COLUMN] ?? '');

/** What a file handle holds from byte `from` to its end now. */
async function readFrom(handle: FileHandle, from: number): Promise<Buffer> {
  const { size } = await handle.stat();
  const buffer = Buffer.alloc(Math.max(0, size - from));
  if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, from);
  return buffer;
}

/** The whole rows of `bytes` (a row is one write: never seen in part), and their length. */
function wholeRows(bytes: Buffer): { rows: string[][]; length: number } {
  const length = bytes.lastIndexOf('\r\n') + 2;
  if (length < 2) return { rows: [], length: 0 };
  return {
    rows: parse(bytes.subarray(0, length), { bom: true, relax_column_count: true }) as string[][],
    length,
  };
}

/**
 * Takes the leads of these applications (their application.submitted rows, the ones that name
 * the applicant) out of a delivery file, for an erasure; the other rows stay as they were.
 * The file is rewritten aside and renamed into place, so a reader sees the old file or the new
 * one, never half of one. Rows are only ever appended, and the worker may be appending now: what
 * reaches the old file until the rename is copied over after it (a row is then there twice at
 * worst, with the same id, which a bank drops as a repeat), and a row written to the old file
 * after the rename is written again by appendDelivery, which sees its file replaced. Returns how
 * many rows left the file.
 */
export async function removeDeliveryRows(
  file: string,
  applicationIds: ReadonlySet<string>,
): Promise<number> {
  let old: FileHandle;
  try {
    old = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  try {
    const isLead = leadOf(applicationIds);
    const { rows, length } = wholeRows(await readFrom(old, 0));
    const kept = rows.filter((row, index) => index === 0 || !isLead(row));
    let removed = rows.length - kept.length;
    if (removed === 0) return 0;
    const aside = `${file}.${randomUUID()}.new`;
    // The same permissions as the file it replaces: whoever collects the files still can.
    const { mode } = await old.stat();
    const handle = await open(aside, 'wx', mode & 0o777);
    try {
      await handle.write(`\uFEFF${kept.map((row) => line(row)).join('')}`);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(aside);
      throw error;
    }
    await handle.close();
    await rename(aside, file);
    // What the worker appended to the old file meanwhile, its leads of these applications left out.
    const appended = wholeRows(await readFrom(old, length)).rows;
    const keptAppended = appended.filter((row) => !isLead(row));
    removed += appended.length - keptAppended.length;
    if (keptAppended.length > 0) {
      const target = await open(file, 'a');
      try {
        await target.write(keptAppended.map((row) => line(row)).join(''));
        await target.sync();
      } finally {
        await target.close();
      }
    }
    return removed;
  } finally {
    await old.close();
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
