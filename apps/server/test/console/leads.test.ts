// The console's leads and support requests through the API (issue 22): filters, paging, what each
// role sees, every view and export of personal data in the audit log, CSV downloads safe to open
// in a spreadsheet, status changes with before and after, and bad filters named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { App } from '../../src/app.ts';
import type { Catalogue } from '../../src/catalogue/index.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { supportRequests } from '../../src/db/schema/mail.ts';
import { applications, customers } from '../../src/db/schema/visitors.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  expectInvalid,
  expectProblem,
  ok,
  startApplication,
  submitJourney,
  UNKNOWN_ID,
  type Json,
  type Started,
} from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';

/** A CSV document's records, as a spreadsheet would read them. */
const readCsv = (text: string): string[][] => parse(text, { bom: true, relax_quotes: false });

const PERSONAL = /fullName|email|phone|requester|message|Layla|Haddad|@example\.com|\+971|\+966/;
const LIST = '/api/console/applications';
const SUPPORT = '/api/console/support-requests';

describe.each(databaseKinds)('console leads and support requests (%s)', (kind) => {
  let app: App;
  let catalogue: Catalogue;
  const sessions = {} as Record<'admin' | 'support' | 'analyst' | 'editor', TestSession>;
  let card: Started & { productId: number };
  let loan: Started & { productId: number };
  let created: Started;
  let supportId: string;

  const get = async (url: string, session: TestSession): Promise<Json> => {
    const response = await consoleCall(app, 'GET', url, { session });
    expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  /** What an analyst sees of an application: its reference, never its id (decision 0031). */
  const ref = (started: Started) => app.leadReferences.of(started.applicationId);

  /** The audit entries of an action, newest first. */
  const audited = (action: string, operatorId?: string) =>
    app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          ...(operatorId ? [eq(auditLog.actorOperatorId, operatorId)] : []),
        ),
      )
      .orderBy(desc(auditLog.at));

  beforeAll(async () => {
    app = await buildTestApp(kind);
    catalogue = await app.catalogue.get();
    for (const role of ['admin', 'support', 'analyst', 'editor'] as const) {
      sessions[role] = await sessionFor(app, role);
    }
    const productOf = async (started: Started) => {
      const [row] = await app.db
        .select({ productId: applications.productId })
        .from(applications)
        .where(eq(applications.id, started.applicationId));
      return row!.productId!;
    };
    const submittedCard = await submitJourney(app, 'ae', 'Card');
    card = { ...submittedCard, productId: await productOf(submittedCard) };
    const submittedLoan = await submitJourney(app, 'sa', 'Loan');
    loan = { ...submittedLoan, productId: await productOf(submittedLoan) };
    created = await startApplication(app, { country: 'ae', type: 'Loan', language: 'ar' });
    // A name the public form refuses, as an import might bring: it must not run in a spreadsheet.
    await app.db
      .update(customers)
      .set({ name: '=HYPERLINK("http://evil.example")' })
      .where(eq(customers.id, card.customerId));
    // Three days apart, the loan in the middle.
    const days = [
      [card, '2026-03-01T10:00:00Z'],
      [loan, '2026-03-02T23:59:59.999Z'],
      [created, '2026-03-03T00:00:00Z'],
    ] as const;
    for (const [started, at] of days) {
      await app.db
        .update(applications)
        .set({ createdAt: new Date(at) })
        .where(eq(applications.id, started.applicationId));
    }
    await ok(app, 'POST', '/api/support-requests/public', {
      country: 'sa',
      payload: {
        fullName: 'Omar Saleh',
        email: 'omar.saleh@example.com',
        message: '=1+2 my card never arrived',
        agreeToTerms: true,
      },
    });
    const [request] = await app.db.select({ id: supportRequests.id }).from(supportRequests);
    supportId = request!.id;
  }, 120_000);
  afterAll(() => app.close());

  describe('applications', () => {
    it('lists every application for an analyst, newest first, without any personal field or id', async () => {
      const before = (await audited('application.list')).length;
      const page = await get(LIST, sessions.analyst);
      expect(page.total).toBe(3);
      expect(page.items.map((i: Json) => i.id)).toEqual([ref(created), ref(loan), ref(card)]);
      expect(JSON.stringify(page)).not.toMatch(PERSONAL);
      const product = catalogue.product(card.productId)!;
      expect(page.items[2]).toEqual({
        id: ref(card),
        createdAt: '2026-03-01T10:00:00.000Z',
        country: 'AE',
        productType: 'Card',
        status: 'Submitted',
        language: 'en',
        product: { id: product.id, name: product.name.en },
        bank: {
          id: product.organizationId,
          key: product.organizationKey,
          name: product.organizationName.en,
        },
      });
      expect(page.items[0]).toMatchObject({ status: 'Created', product: null, bank: null });
      // Nothing personal was shown: nothing to log.
      expect((await audited('application.list')).length).toBe(before);
    });

    it('shows support the applicant in the list, and logs which records were seen', async () => {
      const page = await get(`${LIST}?country=SA`, sessions.support);
      expect(page.items).toHaveLength(1);
      expect(page.items[0].applicant).toEqual({
        fullName: 'Layla Haddad',
        email: 'layla.haddad@example.com',
        phone: '+966501234567',
      });
      const [entry] = await audited('application.list', sessions.support.operatorId);
      expect(entry).toMatchObject({
        actorEmail: sessions.support.email,
        after: { ids: [loan.applicationId] },
      });
      expect(entry!.target).toContain('"country":"sa"');
    });

    it('filters by each field and by all together', async () => {
      const ids = async (query: string) =>
        (await get(`${LIST}?${query}`, sessions.analyst)).items.map((i: Json) => i.id);
      expect(await ids('country=AE')).toEqual([ref(created), ref(card)]);
      expect(await ids('country=sa')).toEqual([ref(loan)]);
      expect(await ids('productType=Loan')).toEqual([ref(created), ref(loan)]);
      expect(await ids('status=Submitted')).toEqual([ref(loan), ref(card)]);
      expect(await ids('status=Created')).toEqual([ref(created)]);
      const bankId = catalogue.product(card.productId)!.organizationId;
      expect(await ids(`bankId=${bankId}`)).toEqual([ref(card)]);
      expect(await ids('bankId=999999')).toEqual([]);
      // Days in UTC: `to` includes the whole of its day.
      expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([ref(loan)]);
      expect(await ids('from=2026-03-02')).toEqual([ref(created), ref(loan)]);
      expect(await ids('to=2026-03-01')).toEqual([ref(card)]);
      expect(
        await ids(`country=AE&productType=Card&status=Submitted&bankId=${bankId}&from=2026-03-01`),
      ).toEqual([ref(card)]);
      const none = await get(`${LIST}?country=SA&productType=Card`, sessions.analyst);
      expect(none).toEqual({ items: [], total: 0 });
    });

    it("lists the catalogue's banks for the bank filter, each bank's id the filter takes", async () => {
      const { items, total } = await get('/api/console/banks?pageSize=100', sessions.analyst);
      expect(total).toBe(items.length);
      const cardProduct = catalogue.product(card.productId)!;
      // The catalogue editor's bank list (issue 23): these fields, and the bank as it is edited.
      expect(items).toContainEqual(
        expect.objectContaining({
          id: cardProduct.organizationId,
          key: cardProduct.organizationKey,
          name: { en: cardProduct.organizationName.en, ar: cardProduct.organizationName.ar },
          countries: expect.arrayContaining(['AE']),
        }),
      );
      const names = items.map((bank: Json) => bank.name.en);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(new Set(items.map((bank: Json) => bank.id)).size).toBe(items.length);
      // Both countries' banks are there, each with the countries of its products.
      const countries = new Set(items.flatMap((bank: Json) => bank.countries));
      expect([...countries].sort()).toEqual(['AE', 'SA']);
      const loanBank = catalogue.product(loan.productId)!.organizationId;
      expect(items.find((bank: Json) => bank.id === loanBank).countries).toContain('SA');
    });

    it('pages from 0, the total beside each page', async () => {
      const pages = await Promise.all(
        [0, 1, 2, 3].map((page) => get(`${LIST}?page=${page}&pageSize=1`, sessions.analyst)),
      );
      expect(pages.map((p) => p.total)).toEqual([3, 3, 3, 3]);
      expect(pages.map((p) => p.items.map((i: Json) => i.id))).toEqual([
        [ref(created)],
        [ref(loan)],
        [ref(card)],
        [],
      ]);
    });

    it.each([
      ['country=XX', 'query.country'],
      ['productType=card', 'query.productType'],
      ['bankId=abc', 'query.bankId'],
      ['bankId=0', 'query.bankId'],
      ['status=Done', 'query.status'],
      ['from=2026-13-01', 'query.from'],
      ['to=yesterday', 'query.to'],
      ['to=9999-12-31', 'query.to'],
      ['from=0000-01-01', 'query.from'],
      ['page=-1', 'query.page'],
      ['pageSize=101', 'query.pageSize'],
      ['pageSize=0', 'query.pageSize'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const response = await consoleCall(app, 'GET', `${LIST}?${query}`, {
        session: sessions.support,
      });
      expectInvalid(response, field);
    });

    it('details an application for support, and logs the view', async () => {
      const detail = await get(`${LIST}/${card.applicationId}`, sessions.support);
      expect(detail).toMatchObject({
        id: card.applicationId,
        status: 'Submitted',
        applicant: { fullName: '=HYPERLINK("http://evil.example")', phone: '+971501234567' },
        product: { id: card.productId },
      });
      expect(detail.submittedAt).toEqual(expect.any(String));
      const questions = catalogue.questions('ae', 'Card');
      expect(detail.answers.map((a: Json) => a.question)).toEqual(questions.map((q) => q.text.en));
      expect(detail.features.map((f: Json) => f.priority)).toEqual([1, 2, 3]);
      const [entry] = await audited('application.view', sessions.support.operatorId);
      expect(entry).toMatchObject({
        target: card.applicationId,
        actorEmail: sessions.support.email,
      });
      expect(entry!.ip).toEqual(expect.any(String));
    });

    it('gives the recommendations shown, in order', async () => {
      const shown = catalogue.activeProducts('sa', 'Loan').slice(0, 2);
      // The loan was submitted: the public API refuses changes now, so record them as it would have.
      const fresh = await startApplication(app, { country: 'sa', type: 'Loan' });
      for (const product of shown) {
        await ok(app, 'POST', `/api/product-recommendations/public/${fresh.applicationId}`, {
          country: 'sa',
          payload: [{ applicationId: fresh.applicationId, productId: product.id }],
        });
      }
      const detail = await get(`${LIST}/${fresh.applicationId}`, sessions.admin);
      expect(detail.recommendations).toEqual(shown.map((p) => ({ id: p.id, name: p.name.en })));
      expect(detail).toMatchObject({ answers: [], features: [], product: null, bank: null });
      await app.db.delete(applications).where(eq(applications.id, fresh.applicationId));
    });

    it('refuses the detail to an analyst and an editor, and answers 404 for an unknown id', async () => {
      for (const role of ['analyst', 'editor'] as const) {
        const response = await consoleCall(app, 'GET', `${LIST}/${card.applicationId}`, {
          session: sessions[role],
        });
        expectProblem(response, 403);
      }
      const missing = await consoleCall(app, 'GET', `${LIST}/${UNKNOWN_ID}`, {
        session: sessions.support,
      });
      expectProblem(missing, 404);
      const bad = await consoleCall(app, 'GET', `${LIST}/not-a-uuid`, {
        session: sessions.support,
      });
      expectInvalid(bad, 'path.applicationId');
    });

    it('exports CSV for an admin: streamed, typed, named, formulas neutralised, logged', async () => {
      const response = await consoleCall(app, 'GET', `${LIST}.csv?country=AE`, {
        session: sessions.admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.body.startsWith('\ufeff"id","createdAt",')).toBe(true);
      const [header, ...rows] = readCsv(response.body);
      expect(header!.join(',')).toBe(
        'id,createdAt,country,productType,status,language,productId,productName,bankId,bankKey,bankName,fullName,email,phone',
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]![0]).toBe(created.applicationId);
      expect(rows[1]![0]).toBe(card.applicationId);
      // The console's spelling of a country, as its list answers it.
      expect(rows.map((row) => row[2])).toEqual(['AE', 'AE']);
      expect(rows[1]).toContain(`'=HYPERLINK("http://evil.example")`);
      expect(rows[1]).toContain("'+971501234567");
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      const [entry] = await audited('application.export', sessions.admin.operatorId);
      expect(JSON.parse(entry!.target!)).toEqual({ country: 'ae' });
    });

    it('refuses the export to every role but admin', async () => {
      for (const role of ['support', 'analyst', 'editor'] as const) {
        const response = await consoleCall(app, 'GET', `${LIST}.csv`, {
          session: sessions[role],
        });
        expectProblem(response, 403);
      }
      const bad = await consoleCall(app, 'GET', `${LIST}.csv?status=Nope`, {
        session: sessions.admin,
      });
      expectInvalid(bad, 'query.status');
    });
  });

  describe('support requests', () => {
    it('lists them for an analyst without the requester or message', async () => {
      const page = await get(SUPPORT, sessions.analyst);
      expect(page.total).toBe(1);
      expect(page.items[0]).toEqual({
        id: supportId,
        createdAt: expect.any(String),
        country: 'SA',
        language: 'en',
        status: 'new',
      });
      expect(JSON.stringify(page)).not.toMatch(PERSONAL);
    });

    it('lists, filters and details them for support; each view logged', async () => {
      const page = await get(`${SUPPORT}?country=SA&status=new`, sessions.support);
      expect(page.items[0].requester).toEqual({
        fullName: 'Omar Saleh',
        email: 'omar.saleh@example.com',
      });
      expect((await get(`${SUPPORT}?status=closed`, sessions.support)).total).toBe(0);
      expect((await get(`${SUPPORT}?country=AE`, sessions.support)).total).toBe(0);
      expect((await get(`${SUPPORT}?from=2099-01-01`, sessions.support)).total).toBe(0);
      const detail = await get(`${SUPPORT}/${supportId}`, sessions.support);
      expect(detail).toMatchObject({ id: supportId, message: '=1+2 my card never arrived' });
      const [entry] = await audited('supportRequest.view', sessions.support.operatorId);
      expect(entry!.target).toBe(supportId);
      expectInvalid(
        await consoleCall(app, 'GET', `${SUPPORT}?status=open`, { session: sessions.support }),
        'query.status',
      );
      expectProblem(
        await consoleCall(app, 'GET', `${SUPPORT}/${UNKNOWN_ID}`, { session: sessions.support }),
        404,
      );
      expectProblem(
        await consoleCall(app, 'GET', `${SUPPORT}/${supportId}`, { session: sessions.analyst }),
        403,
      );
    });

    it('changes the status with the CSRF token, logging before and after', async () => {
      const url = `${SUPPORT}/${supportId}`;
      const refused = await consoleCall(app, 'PATCH', url, {
        session: sessions.support,
        csrf: false,
        payload: { status: 'answered' },
      });
      expectProblem(refused, 403);
      expect((await get(url, sessions.support)).status).toBe('new');

      const changed = await consoleCall(app, 'PATCH', url, {
        session: sessions.support,
        payload: { status: 'answered' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ id: supportId, status: 'answered' });
      const [entry] = await audited('supportRequest.status', sessions.support.operatorId);
      expect(entry).toMatchObject({
        target: supportId,
        before: { status: 'new' },
        after: { status: 'answered' },
      });
      expectInvalid(
        await consoleCall(app, 'PATCH', url, {
          session: sessions.support,
          payload: { status: 'done' },
        }),
        'body.status',
      );
      expectProblem(
        await consoleCall(app, 'PATCH', `${SUPPORT}/${UNKNOWN_ID}`, {
          session: sessions.support,
          payload: { status: 'closed' },
        }),
        404,
      );
      expectProblem(
        await consoleCall(app, 'PATCH', url, {
          session: sessions.analyst,
          payload: { status: 'closed' },
        }),
        403,
      );
      expect((await get(`${SUPPORT}?status=answered`, sessions.analyst)).total).toBe(1);
    });

    it('exports CSV for an admin with the message made safe, and logs it', async () => {
      const response = await consoleCall(app, 'GET', `${SUPPORT}.csv?country=SA`, {
        session: sessions.admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/filename="support-requests-/);
      const [header, ...rows] = readCsv(response.body);
      expect(header!.join(',')).toBe('id,createdAt,country,language,status,fullName,email,message');
      expect(rows).toHaveLength(1);
      expect(rows[0]![2]).toBe('SA');
      expect(rows[0]!.slice(5)).toEqual([
        'Omar Saleh',
        'omar.saleh@example.com',
        expect.stringMatching(/^'=1\+2 my card never arrived/),
      ]);
      // Every cell is quoted: a ";" inside one cannot split it in a spreadsheet that uses ";".
      expect(response.body.trimEnd().split('\r\n')[1]).toMatch(/^"[^"]+"(,"[^"]*")*$/);
      const [entry] = await audited('supportRequest.export', sessions.admin.operatorId);
      expect(JSON.parse(entry!.target!)).toEqual({ country: 'sa' });
      expectProblem(
        await consoleCall(app, 'GET', `${SUPPORT}.csv`, { session: sessions.support }),
        403,
      );
    });
  });

  // Last: it adds rows the tests above do not expect.
  it('exports thousands of applications through the route, each once, across batches', async () => {
    const COUNT = 2500;
    await app.db.execute(sql`
      insert into applications (customer_id, location_id, country, application_type, created_at)
      select ${created.customerId}::uuid, ${created.locationId}, 'sa', 'Card',
             timestamptz '2025-01-01 00:00:00.000001+00' + (g / 3) * interval '1.000001 second'
      from generate_series(1, ${COUNT}) g`);
    const response = await consoleCall(app, 'GET', `${LIST}.csv?country=SA&productType=Card`, {
      session: sessions.admin,
    });
    expect(response.statusCode).toBe(200);
    const lines = readCsv(response.body).slice(1);
    expect(lines).toHaveLength(COUNT);
    expect(new Set(lines.map((line) => line[0])).size).toBe(COUNT);
    const page = await get(`${LIST}?country=SA&productType=Card&pageSize=100`, sessions.analyst);
    expect(page.total).toBe(COUNT);
    // The analyst's page names the same applications, in the same order, by their references.
    expect(lines.slice(0, 100).map((line) => app.leadReferences.of(line[0]!))).toEqual(
      page.items.map((i: Json) => i.id),
    );
  });
});
