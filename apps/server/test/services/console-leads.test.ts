// The console's leads (issue 22), as its services answer them: filters, paging, what an analyst
// may not see, the detail of one application, and the export read in batches by keyset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Catalogue } from '../../src/catalogue/index.ts';
import type { Database } from '../../src/db/client.ts';
import { applications, customers } from '../../src/db/schema/visitors.ts';
import { csvStream } from '../../src/lib/csv.ts';
import {
  exportLeads,
  leadDetail,
  listLeads,
  type LeadFilters,
  type LeadListItem,
} from '../../src/services/console/leads/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  answeredApplication,
  startApplication,
  submitJourney,
  UNKNOWN_ID,
  type Started,
} from '../helpers/api.ts';

const PERSONAL = /fullName|email|phone|mobile|Layla|Haddad|@example\.com|\+971|\+966/;
const DAY = 86_400_000;

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** The database, counting the SELECTs it is asked for. */
function counting(db: Database) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy as Database, counter };
}

/**
 * A view without personal data. References stand for ids (decision 0031; they are tested in
 * console/lead-references.test.ts); here each is its id, so that the order and paging read plainly.
 */
const WITHOUT_APPLICANT = { withApplicant: false, referenceOf: (id: string) => id } as const;

describe.each(databaseKinds)('console leads service (%s)', (kind) => {
  let app: App;
  let catalogue: Catalogue;
  const made: { started: Started; createdAt: Date; submitted: boolean; productId?: number }[] = [];
  const list = (filters: LeadFilters, page = 0, pageSize = 100, withApplicant = false) =>
    listLeads(
      app.db,
      catalogue,
      filters,
      { page, pageSize },
      withApplicant ? { withApplicant } : WITHOUT_APPLICANT,
    );

  beforeAll(async () => {
    app = await buildTestApp(kind);
    catalogue = await app.catalogue.get();
    // Two submitted (a card in the UAE, a loan in Saudi Arabia), three only created; each on a
    // day of its own so that the date filters tell them apart.
    const submittedCard = await submitJourney(app, 'ae', 'Card');
    // The public form refuses such a name; a record from elsewhere (an import) may hold one.
    await app.db
      .update(customers)
      .set({ name: '=HYPERLINK("http://x")' })
      .where(eq(customers.id, submittedCard.customerId));
    const submittedLoan = await submitJourney(app, 'sa', 'Loan');
    const created = [
      await answeredApplication(app, 'ae', 'Loan'),
      await startApplication(app, { country: 'sa', type: 'Card' }),
      await startApplication(app, { country: 'ae', type: 'Card', language: 'ar' }),
    ];
    const all = [submittedCard, submittedLoan, ...created];
    const base = Date.UTC(2026, 0, 10);
    for (const [index, started] of all.entries()) {
      const createdAt = new Date(base + index * DAY);
      await app.db
        .update(applications)
        .set({ createdAt })
        .where(eq(applications.id, started.applicationId));
      const [row] = await app.db
        .select({ productId: applications.productId })
        .from(applications)
        .where(eq(applications.id, started.applicationId));
      made.push({
        started,
        createdAt,
        submitted: index < 2,
        ...(row?.productId != null && { productId: row.productId }),
      });
    }
  }, 60_000);
  afterAll(() => app.close());

  const ids = (items: LeadListItem[]) => items.map((item) => item.id);
  const newestFirst = () => [...made].reverse().map((m) => m.started.applicationId);

  it('lists every application, Created and Submitted, newest first, with product and bank', async () => {
    const { items, total } = await list({});
    expect(total).toBe(5);
    expect(ids(items)).toEqual(newestFirst());
    const card = items.find((i) => i.id === made[0]!.started.applicationId)!;
    const product = catalogue.product(made[0]!.productId!)!;
    expect(card).toMatchObject({
      country: 'ae',
      productType: 'Card',
      status: 'Submitted',
      language: 'en',
      createdAt: made[0]!.createdAt.toISOString(),
      product: { id: product.id, name: product.name.en },
      bank: {
        id: product.organizationId,
        key: product.organizationKey,
        name: product.organizationName.en,
      },
    });
    const created = items.find((i) => i.id === made[4]!.started.applicationId)!;
    expect(created).toMatchObject({ status: 'Created', product: null, bank: null, language: 'ar' });
  });

  it('filters by each field and by all together', async () => {
    const only = async (filters: LeadFilters) => ids((await list(filters)).items).sort();
    const where = (rule: (m: (typeof made)[number]) => boolean) =>
      made
        .filter(rule)
        .map((m) => m.started.applicationId)
        .sort();
    expect(await only({ country: 'sa' })).toEqual(where((m) => m.started.country === 'sa'));
    expect(await only({ productType: 'Loan' })).toEqual(where((m) => m.started.type === 'Loan'));
    expect(await only({ status: 'Created' })).toEqual(where((m) => !m.submitted));
    expect(await only({ status: 'Submitted' })).toEqual(where((m) => m.submitted));
    const bankId = catalogue.product(made[1]!.productId!)!.organizationId;
    expect(await only({ bankId })).toEqual([made[1]!.started.applicationId]);
    expect(await only({ bankId: 999_999 })).toEqual([]);
    expect((await list({ bankId: 999_999 })).total).toBe(0);
    const from = made[1]!.createdAt;
    const to = made[3]!.createdAt;
    expect(await only({ from, to })).toEqual(where((m) => m.createdAt >= from && m.createdAt < to));
    expect(await only({ country: 'ae', productType: 'Card', status: 'Created' })).toEqual([
      made[4]!.started.applicationId,
    ]);
    const all = await list({ country: 'ae', productType: 'Card', status: 'Submitted', from, to });
    expect(all).toEqual({ items: [], total: 0 });
  });

  it('pages without overlap; the total counts every match', async () => {
    const pages = await Promise.all([0, 1, 2].map((page) => list({}, page, 2)));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => ids(p.items))).toEqual(newestFirst());
    expect((await list({}, 3, 2)).items).toEqual([]);
  });

  it('gives no personal field unless asked, and the applicant when asked', async () => {
    const hidden = await list({});
    expect(JSON.stringify(hidden)).not.toMatch(PERSONAL);
    for (const item of hidden.items) expect(item).not.toHaveProperty('applicant');
    const shown = await list({}, 0, 100, true);
    const loan = shown.items.find((i) => i.id === made[1]!.started.applicationId)!;
    expect(loan.applicant).toEqual({
      fullName: 'Layla Haddad',
      email: 'layla.haddad@example.com',
      phone: '+966501234567',
    });
  });

  it('details an application: applicant, answers, features in order, recommendations, product', async () => {
    const card = made[0]!;
    const detail = await leadDetail(app.db, catalogue, card.started.applicationId);
    expect(detail.applicant?.fullName).toBe('=HYPERLINK("http://x")');
    expect(detail.status).toBe('Submitted');
    expect(detail.submittedAt).not.toBeNull();
    const questions = catalogue.questions('ae', 'Card');
    expect(detail.answers.map((a) => a.questionId)).toEqual(questions.map((q) => q.id));
    for (const answer of detail.answers) {
      const question = questions.find((q) => q.id === answer.questionId)!;
      expect(answer.question).toBe(question.text.en);
      expect(question.options.map((o) => o.text.en)).toContain(answer.answer);
    }
    // chooseProduct ranks three features, priority 1 first.
    expect(detail.features.map((f) => f.priority)).toEqual([1, 2, 3]);
    for (const feature of detail.features) {
      expect(feature.name).toBe(catalogue.feature(feature.featureId)!.name.en);
    }
    expect(detail.product?.id).toBe(card.productId);
    // The cards shown on step 4 were recorded by the client's call, which the journey skips.
    expect(detail.recommendations).toEqual([]);

    const bare = await leadDetail(app.db, catalogue, made[3]!.started.applicationId);
    expect(bare).toMatchObject({ answers: [], features: [], recommendations: [], product: null });
    await expect(leadDetail(app.db, catalogue, UNKNOWN_ID)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('exports the same rows as the list, filtered, in batches', async () => {
    const everything = await collect(
      exportLeads(app.db, catalogue, {}, { withApplicant: true }, 2),
    );
    expect(ids(everything)).toEqual(newestFirst());
    expect(everything.every((item) => item.applicant)).toBe(true);
    const sa = await collect(
      exportLeads(app.db, catalogue, { country: 'sa' }, WITHOUT_APPLICANT, 1),
    );
    expect(ids(sa)).toEqual(ids((await list({ country: 'sa' })).items));
    expect(JSON.stringify(sa)).not.toMatch(PERSONAL);
  });

  describe('a few thousand applications', () => {
    const COUNT = 3000;
    beforeAll(async () => {
      const { customerId, locationId } = made[3]!.started;
      // Two rows share each microsecond timestamp, and the timestamps have microseconds: a
      // keyset position kept as a JavaScript Date would skip or repeat rows.
      await app.db.execute(sql`
        insert into applications (customer_id, location_id, country, application_type, created_at)
        select ${customerId}::uuid, ${locationId}, 'sa', 'Loan',
               timestamptz '2025-06-01 00:00:00.000001+00' + (g / 2) * interval '1.000001 second'
        from generate_series(1, ${COUNT}) g`);
    }, 60_000);

    it('exports each exactly once, newest first, across batch boundaries', async () => {
      const rows = await collect(
        exportLeads(
          app.db,
          catalogue,
          { country: 'sa', productType: 'Loan', status: 'Created' },
          WITHOUT_APPLICANT,
          250,
        ),
      );
      expect(rows.length).toBe(COUNT);
      expect(new Set(ids(rows)).size).toBe(COUNT);
      const page = await list({ country: 'sa', productType: 'Loan', status: 'Created' }, 0, 100);
      expect(page.total).toBe(COUNT);
      expect(ids(rows.slice(0, 100))).toEqual(ids(page.items));
      const last = await list({ country: 'sa', productType: 'Loan', status: 'Created' }, 29, 100);
      expect(ids(rows.slice(2900))).toEqual(ids(last.items));
    });

    it('streams the CSV: the first bytes come before the rows after the first batch are read', async () => {
      const { db, counter } = counting(app.db);
      const stream = csvStream(
        [
          { header: 'id', value: (row: LeadListItem) => row.id },
          { header: 'name', value: (row: LeadListItem) => row.applicant?.fullName },
        ],
        exportLeads(db, catalogue, { country: 'sa' }, { withApplicant: true }, 500),
      );
      const chunks: string[] = [];
      let selectsAtFirstChunk = -1;
      for await (const chunk of stream) {
        if (selectsAtFirstChunk < 0) selectsAtFirstChunk = counter.selects;
        chunks.push(String(chunk));
      }
      // One batch and its applicants, of at least seven batches.
      expect(selectsAtFirstChunk).toBeLessThanOrEqual(2);
      expect(counter.selects).toBeGreaterThanOrEqual(14);
      const lines = chunks.join('').split('\r\n').filter(Boolean);
      // The header, the generated rows, and the two Saudi applications made first.
      expect(lines.length).toBe(1 + COUNT + 2);
    });
  });
});
