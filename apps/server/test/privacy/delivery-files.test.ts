// Taking an erased person's leads out of a bank's CSV file (issue 25) while the outbox worker
// keeps appending to it: the leads leave, every other row stays, and no row appended during the
// rewrite is lost (the file is replaced by a rename; a row that went to the replaced file is
// written again to the new one).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { appendDelivery, removeDeliveryRows } from '../../src/partners/delivery-csv.ts';
import {
  followUpEvent,
  submittedEvent,
  type DeliveryPayload,
} from '../../src/partners/queue-delivery.ts';

const lead = (applicationId: string, fullName: string): DeliveryPayload => ({
  id: randomUUID(),
  createdAt: new Date().toISOString(),
  ...submittedEvent({
    applicationId,
    country: 'ae',
    productType: 'Card',
    language: 'en',
    product: { id: 1, key: 'card-x', name: 'Card X' },
    applicant: { fullName, email: `${fullName.toLowerCase()}@example.com`, phone: '+971501112233' },
    contact: { channel: 'call', from: '09:00', to: '18:00' },
  }),
});

const rowsOf = (file: string) =>
  parse(readFileSync(file), { bom: true, columns: true }) as Record<string, string>[];

describe('removing leads from a delivery file', () => {
  it('takes out only the leads of the erased applications, keeping the rest and the header', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mizan-files-')), 'bank', 'day.csv');
    const erased = randomUUID();
    const kept = randomUUID();
    await appendDelivery(file, lead(erased, 'Erased'));
    await appendDelivery(file, lead(kept, 'Kept'));
    // The withdrawal of the erased one names nobody: it stays, as the bank's record of it.
    await appendDelivery(file, {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      ...followUpEvent('application.withdrawn', erased),
    });
    const mode = statSync(file).mode;

    expect(await removeDeliveryRows(file, new Set([erased]))).toBe(1);
    const rows = rowsOf(file);
    expect(rows.map((row) => [row.type, row.applicationId, row.fullName])).toEqual([
      ['application.submitted', kept, 'Kept'],
      ['application.withdrawn', erased, ''],
    ]);
    expect(readFileSync(file, 'utf8')).not.toContain('erased@example.com');
    expect(statSync(file).mode).toBe(mode);
    // Again: nothing left to take out, the file as it is.
    expect(await removeDeliveryRows(file, new Set([erased]))).toBe(0);
    expect(await removeDeliveryRows(path.join(path.dirname(file), 'none.csv'), new Set())).toBe(0);
  });

  it('loses no row appended while the file is rewritten', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mizan-files-')), 'bank', 'day.csv');
    const erased = Array.from({ length: 20 }, () => randomUUID());
    for (const id of erased) await appendDelivery(file, lead(id, 'Erased'));
    const appended = Array.from({ length: 60 }, () => lead(randomUUID(), 'Arriving'));

    // The worker appends 60 leads while 20 rewrites take the erased ones out, one by one.
    await Promise.all([
      (async () => {
        for (const payload of appended) await appendDelivery(file, payload);
      })(),
      (async () => {
        for (const id of erased) await removeDeliveryRows(file, new Set([id]));
      })(),
    ]);

    const ids = new Set(rowsOf(file).map((row) => row.applicationId));
    for (const id of erased) expect(ids.has(id)).toBe(false);
    for (const payload of appended) expect(ids.has(payload.data.applicationId)).toBe(true);
  });
});
