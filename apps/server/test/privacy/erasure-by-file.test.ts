// Erasure that misses nothing (issue 32). A lead's CSV row is taken out of the file it was
// written to, found by the file its delivery recorded, even after an editor renamed the bank's
// key (which names the folder). A copy of the data carries its emails' links without their tokens:
// the withdrawal and confirmation links in it no longer act for the person.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { outbox } from '../../src/db/schema/queue.ts';
import { submitJourney } from '../helpers/api.ts';
import { answer, catalogueCalls } from '../helpers/catalogue.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { settle, uniqueEmail, waitFor } from '../mail/helpers.ts';
import {
  bankKeyOf,
  deliveryRows,
  QUICK_DELIVERY,
  setEveryBank,
} from '../partners/delivery-helpers.ts';
import { confirmedRequest, deliveryFiles } from './helpers.ts';

describe.each(databaseKinds)('erasure that misses nothing (%s)', (kind) => {
  let app: App;
  let support: TestSession;
  let editor: TestSession;

  beforeAll(async () => {
    app = await buildTestApp(kind, { delivery: QUICK_DELIVERY });
    await app.ready();
    await setEveryBank(app.db, app.secretBox, 'csv');
    support = await sessionFor(app, 'support');
    editor = await sessionFor(app, 'editor');
  });
  afterAll(() => app?.close());

  const dataRequestCall = (id: string, action: 'export' | 'erase') =>
    consoleCall(app, 'POST', `/api/console/data-requests/${id}/${action}`, { session: support });

  it('takes a lead out of the file it was written to after the bank’s key was renamed, and reports it done', async () => {
    const email = uniqueEmail('renamed.bank');
    const { applicationId } = await submitJourney(app, 'ae', 'Card', { email });
    const lead = await waitFor('the lead written to its file', async () => {
      const row = (await deliveryRows(app.db)).find((r) => r.applicationId === applicationId);
      return row?.status === 'sent' && row;
    });
    const dataDir = app.deliveries.dataDir;
    const [written] = deliveryFiles(dataDir).filter((f) => f.text.includes(email));
    expect(written).toBeDefined();

    // An editor renames the bank's key: its next files go to another folder.
    const { key } = await bankKeyOf(app.db, lead.organizationId!);
    const banks = catalogueCalls(app, editor, 'banks');
    const bank = answer(await banks.get(lead.organizationId!));
    answer(await banks.save(bank.id, { ...bank, key: `${key}-renamed` }));
    expect((await bankKeyOf(app.db, lead.organizationId!)).key).toBe(`${key}-renamed`);

    const id = await confirmedRequest(app.db, email, 'erase');
    const erased = await dataRequestCall(id, 'erase');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      request: { id, erasedAt: expect.any(String) },
      erased: { customers: 1, applications: 1, deliveries: 1 },
    });
    // The row left the old folder's file; the file and its header stay.
    const after = deliveryFiles(dataDir).find((f) => f.file === written!.file);
    expect(after?.text).toMatch(/^\uFEFF"id","type"/);
    expect(after?.text).not.toContain(applicationId);
    expect(deliveryFiles(dataDir).filter((f) => f.text.includes(email))).toEqual([]);
  });

  it('exports the emails’ withdrawal and confirmation links without their tokens', async () => {
    const email = uniqueEmail('export.links');
    const { applicationId } = await submitJourney(app, 'ae', 'Card', { email });
    await settle(app);
    const [confirmation] = await app.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `confirmation:${applicationId}`));
    const token = /\/withdraw\?token=([^\s&]+)/.exec(confirmation?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const id = await confirmedRequest(app.db, email, 'export');
    const response = await dataRequestCall(id, 'export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(decodeURIComponent(token!));
    expect(response.body).not.toMatch(/token=/);
    // The link itself stays, to show where it went.
    const [mail] = response.json().emails;
    expect(mail.text).toMatch(/\/withdraw(\s|$)/);
  });
});
