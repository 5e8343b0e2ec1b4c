// Visitors' data requests from the public side (issue 25), with a real SMTP peer: the answer is
// the same for an address we know and one we don't, only the known one gets a link (in the
// request's language, to the right page), at most 3 a day per address, and the link confirms
// once, with its 30 days, until it expires.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { customers, dataRequests } from '../../src/db/schema/index.ts';
import {
  createCustomer,
  expectInvalid,
  expectProblem,
  send,
  type Language,
} from '../helpers/api.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  outboxRows,
  postSupport,
  settle,
  supportForm,
  uniqueEmail,
  useMailApp,
  waitFor,
} from '../mail/helpers.ts';
import type { App } from '../../src/app.ts';
import { DATA_REQUEST_ANSWER_FLOOR_MS } from '../../src/routes/data-requests.ts';

const ASK = '/api/data-requests/public';
const CONFIRM = '/api/data-requests/public/confirm';
const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://localhost:3000';

const ask = (app: App, email: string, kind = 'export', language: Language = 'en') =>
  send(app, 'POST', ASK, { country: 'ae', language, payload: { email, kind } });

const confirm = (app: App, token: unknown) =>
  send(app, 'POST', CONFIRM, { country: 'ae', payload: { token } });

/** What a visitor (or a script) can observe of an answer: status, body and headers. */
function observable(response: LightMyRequestResponse) {
  const headers = { ...response.headers };
  delete headers.date;
  return { status: response.statusCode, body: response.body, headers };
}

/** The token of the one link mailed to `email` (its text part has the link on a line). */
function linkOf(text: string): URL {
  const line = text.split('\n').find((l) => l.includes('/your-data/confirm?token='));
  if (!line) throw new Error('no confirmation link in the mail');
  return new URL(line.trim());
}

describe.each(databaseKinds)('data requests from visitors (%s)', (kind) => {
  const { app, peer } = useMailApp(kind);

  const requestRows = (email: string) =>
    app()
      .db.select()
      .from(dataRequests)
      .where(eq(dataRequests.emailHash, sql`${hashOf(email)}`));

  /** The address's keyed hash, as the server computes it from the key it keeps in DATA_DIR. */
  const hashOf = (email: string) =>
    createHmac('sha256', app().privacyHashKey).update(email.toLowerCase()).digest('hex');

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await createCustomer(app(), 'ae', { email: known });

    const timed = async (email: string) => {
      const started = performance.now();
      const response = await ask(app(), email, 'erase');
      return { response, ms: performance.now() - started };
    };
    const { response: toKnown, ms: knownMs } = await timed(known);
    const { response: toUnknown, ms: unknownMs } = await timed(unknown);
    // Neither answers sooner than the floor that hides which took more work.
    expect(knownMs).toBeGreaterThanOrEqual(DATA_REQUEST_ANSWER_FLOOR_MS);
    expect(unknownMs).toBeGreaterThanOrEqual(DATA_REQUEST_ANSWER_FLOOR_MS);
    expect(toKnown.statusCode).toBe(202);
    expect(toKnown.json()).toEqual({ accepted: true });
    expect(observable(toUnknown)).toEqual(observable(toKnown));

    await waitFor('the link to the known address', () => peer().to(known).length > 0);
    await settle(app());
    expect(peer().to(unknown)).toHaveLength(0);
    const [mail] = peer().to(known);
    expect(mail!.parsed.subject).toBe('Confirm your request to erase your data');
    const link = linkOf(mail!.parsed.text!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/your-data/confirm`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.parsed.html).toContain(`${PUBLIC_URL}/your-data/confirm?token=`);

    // Both are recorded (the daily limit counts them); only the known one keeps its address.
    const [knownRow] = await requestRows(known);
    const [unknownRow] = await requestRows(unknown);
    expect(knownRow).toMatchObject({ kind: 'erase', state: 'unconfirmed', email: known });
    expect(knownRow!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(unknownRow).toMatchObject({ kind: 'erase', state: 'unconfirmed', email: null });
    expect(unknownRow!.tokenHash).toBeNull();
    // The token itself is stored nowhere: only its hash.
    const stored = (await app().db.execute(
      sql`select d::text as row from data_requests d`,
    )) as unknown as { rows: { row: string }[] };
    const token = link.searchParams.get('token')!;
    for (const row of stored.rows) expect(row.row).not.toContain(token);
  });

  it("mails an Arabic request's link in Arabic, to the Arabic page", async () => {
    const form = supportForm({ email: uniqueEmail('salma') });
    expect((await postSupport(app(), form)).statusCode).toBe(201);
    // A support request makes the address known, whatever case it is typed in.
    expect((await ask(app(), form.email.toUpperCase(), 'export', 'ar')).statusCode).toBe(202);
    await waitFor('the Arabic link', () =>
      peer()
        .to(form.email)
        .find((mail) => mail.parsed.text?.includes('/your-data/confirm')),
    );
    const mail = peer()
      .to(form.email)
      .find((m) => m.parsed.text?.includes('/your-data/confirm'))!;
    expect(mail.parsed.subject).toBe('أكّد طلبك للحصول على نسخة من بياناتك');
    expect(mail.parsed.html).toContain('dir="rtl"');
    const link = linkOf(mail.parsed.text!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/ar/your-data/confirm`);
  });

  it('sends nothing for an erased customer', async () => {
    const email = uniqueEmail('erased');
    const { customerId } = await createCustomer(app(), 'ae', { email });
    await app()
      .db.update(customers)
      .set({ erasedAt: new Date() })
      .where(eq(customers.id, customerId));
    expect((await ask(app(), email)).statusCode).toBe(202);
    await settle(app());
    expect(peer().to(email)).toHaveLength(0);
    const [row] = await requestRows(email);
    expect(row).toMatchObject({ email: null, tokenHash: null });
  });

  it('takes 3 requests per address a day: the 4th is answered alike and sends nothing', async () => {
    const email = uniqueEmail('fourth');
    await createCustomer(app(), 'ae', { email });
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await ask(app(), email, i % 2 ? 'erase' : 'export'));
    await waitFor('three links', () => peer().to(email).length === 3);
    const fourth = await ask(app(), email.toUpperCase());
    for (const answer of answers) expect(observable(answer)).toEqual(observable(fourth));
    await settle(app());
    expect(peer().to(email)).toHaveLength(3);
    expect(await requestRows(email)).toHaveLength(3);
    const queued = (await outboxRows(app().db)).filter((row) => row.toAddress === email);
    expect(queued).toHaveLength(3);
  });

  it('lets no more than 3 through when many arrive at once', async () => {
    const email = uniqueEmail('burst');
    await createCustomer(app(), 'ae', { email });
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(app(), email)));
    for (const answer of answers) expect(answer.statusCode).toBe(202);
    expect(await requestRows(email)).toHaveLength(3);
  });

  it('counts an unknown address too, a day back only', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 4; i += 1) expect((await ask(app(), email)).statusCode).toBe(202);
    expect(await requestRows(email)).toHaveLength(3);
    // A day later the address may ask again.
    await app()
      .db.update(dataRequests)
      .set({ requestedAt: new Date(Date.now() - DAY_MS - 60_000) })
      .where(eq(dataRequests.emailHash, hashOf(email)));
    expect((await ask(app(), email)).statusCode).toBe(202);
    expect(await requestRows(email)).toHaveLength(4);
  });

  /** A known address's request, answered with the token of its link. */
  async function linkFor(kind: 'export' | 'erase') {
    const email = uniqueEmail(`confirm-${kind}`);
    await createCustomer(app(), 'ae', { email });
    expect((await ask(app(), email, kind)).statusCode).toBe(202);
    const mail = await waitFor('the link', () => peer().to(email)[0]);
    return { email, token: linkOf(mail.parsed.text!).searchParams.get('token')! };
  }

  it('confirms with the link: 30 days to answer, and the same answer again', async () => {
    const { email, token } = await linkFor('export');
    const before = Date.now();
    const first = await confirm(app(), token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.kind).toBe('export');
    const confirmedAt = Date.parse(body.confirmedAt);
    expect(confirmedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.dueAt) - confirmedAt).toBe(30 * DAY_MS);

    const again = await confirm(app(), token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    const [row] = await requestRows(email);
    expect(row).toMatchObject({ state: 'confirmed', email });
    expect(row!.confirmedAt!.toISOString()).toBe(body.confirmedAt);
  });

  it('refuses an expired link (410), a forged one (404) and a malformed one (400)', async () => {
    const { email, token } = await linkFor('erase');
    await app()
      .db.update(dataRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRequests.emailHash, hashOf(email)));
    expect(expectProblem(await confirm(app(), token), 410).detail).toContain('7 days');
    const [row] = await requestRows(email);
    expect(row).toMatchObject({ state: 'unconfirmed', confirmedAt: null });

    expectProblem(await confirm(app(), 'A'.repeat(43)), 404);
    expectInvalid(await confirm(app(), 'not-a-token'), 'body.token');
    expectInvalid(await confirm(app(), undefined), 'body.token');
  });

  it('refuses a bad request with a 400 naming the field, and records nothing', async () => {
    const email = uniqueEmail('bad');
    expectInvalid(
      await send(app(), 'POST', ASK, { payload: { email, kind: 'delete' } }),
      'body.kind',
    );
    expectInvalid(
      await send(app(), 'POST', ASK, { payload: { email: 'not an address', kind: 'export' } }),
      'body.email',
    );
    expect(await requestRows(email)).toHaveLength(0);
  });
});
