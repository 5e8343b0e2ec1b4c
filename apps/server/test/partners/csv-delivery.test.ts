// A bank that takes its leads as files (issue 24): one CSV per bank per day, the day in the
// bank's country's time, under DATA_DIR/deliveries/<bank key>/<YYYY-MM-DD>.csv; the header once,
// a row appended per delivery through the same outbox, formula-safe like the console's exports.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { dayIn } from '../../src/partners/delivery-csv.ts';
import { followUpEvent, queueDelivery, submittedEvent } from '../../src/partners/queue-delivery.ts';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { uniqueEmail, waitFor } from '../mail/helpers.ts';
import { bankKeyOf, deliveryRows, QUICK_DELIVERY, setEveryBank } from './delivery-helpers.ts';

describe.each(databaseKinds)('deliveries as CSV files (%s)', (kind) => {
  let app: App;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-csv-'));

  beforeAll(async () => {
    app = await buildTestApp(kind, { dataDir, delivery: QUICK_DELIVERY });
    await app.ready();
    await setEveryBank(app.db, app.secretBox, 'csv');
  });
  afterAll(() => app?.close());

  it("appends one row per delivery to the bank's file of the day, header once, formula-safe", async () => {
    const email = uniqueEmail('csv');
    const submitted = await submitJourney(app, 'ae', 'Card', { email });
    const [lead] = (await deliveryRows(app.db)).filter(
      (row) => row.applicationId === submitted.applicationId,
    );
    const bankId = lead!.organizationId!;
    // A name a spreadsheet would run as a formula, and the withdrawal of the first lead.
    const hostile = await queueDelivery(app.db, bankId, {
      ...submittedEvent({
        applicationId: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
        country: 'ae',
        productType: 'Card',
        language: 'ar',
        product: { id: 1, key: 'card-x', name: 'بطاقة إكس' },
        applicant: {
          fullName: '=HYPERLINK("http://evil.example")',
          email: '+1@x.example',
          phone: '-5',
        },
        contact: { channel: 'whatsapp', from: '10:00', to: '12:00' },
      }),
    });
    const withdrawal = await queueDelivery(
      app.db,
      bankId,
      followUpEvent('application.withdrawn', submitted.applicationId),
    );
    const ids = [lead!.id, hostile!, withdrawal!];
    await waitFor('the three rows written', async () => {
      const rows = (await deliveryRows(app.db)).filter((row) => ids.includes(row.id));
      return rows.length === 3 && rows.every((row) => row.status === 'sent');
    });

    const bank = await bankKeyOf(app.db, bankId);
    const folder = path.join(dataDir, 'deliveries', bank.key);
    const day = dayIn(bank.country, new Date());
    expect(readdirSync(folder)).toEqual([`${day}.csv`]);
    const text = readFileSync(path.join(folder, `${day}.csv`), 'utf8');
    expect(text.startsWith('\uFEFF"id","type","createdAt","applicationId"')).toBe(true);
    expect(text.match(/"contactChannel"/g)).toHaveLength(1);
    const records: Record<string, string>[] = parse(text, { bom: true, columns: true });
    // Deliveries run concurrently: rows are in the order they were written, not queued.
    expect(records.map((record) => record.id).sort()).toEqual([...ids].sort());
    const [first, second, third] = ids.map((id) => records.find((record) => record.id === id));
    expect(first).toMatchObject({
      type: 'application.submitted',
      applicationId: submitted.applicationId,
      country: 'AE',
      productType: 'Card',
      productName: submitted.productName,
      fullName: 'Layla Haddad',
      email,
      contactChannel: 'call',
      contactFrom: '09:00',
      contactTo: '18:00',
      test: '',
    });
    expect(second).toMatchObject({
      fullName: `'=HYPERLINK("http://evil.example")`,
      email: "'+1@x.example",
      phone: "'-5",
      productName: 'بطاقة إكس',
    });
    expect(third).toMatchObject({
      type: 'application.withdrawn',
      applicationId: submitted.applicationId,
      fullName: '',
      email: '',
    });
  });

  it('names the day in the bank country: 21:00 UTC is already the next day in Dubai', () => {
    const at = new Date('2026-03-01T21:00:00Z');
    expect(dayIn('ae', at)).toBe('2026-03-02');
    expect(dayIn('sa', at)).toBe('2026-03-02');
    expect(dayIn('sa', new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-01');
  });
});
