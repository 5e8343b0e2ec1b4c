// The console's lead counts (issue 22, decision 0022): the per-day summary the triggers keep must
// give exactly count(*) of the applications, for any combination of the console's filters, after
// inserts (one at a time, many at once, concurrent), status changes, moves across days, deletes
// and a truncate; and the migration must count the applications already there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { seedIfEmpty, type Catalogue } from '../../src/catalogue/index.ts';
import { loadCatalogue } from '../../src/catalogue/load.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../../src/db/client.ts';
import { applicationCounts, applications } from '../../src/db/schema/visitors.ts';
import {
  countApplications,
  countLeads,
  listLeads,
  type LeadFilters,
} from '../../src/services/console/leads/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { createPostgresDatabase, databaseKinds } from '../helpers/test-database.ts';

const DAY = 86_400_000;
/** The first day of the seeded applications (UTC midnight). */
const BASE = Date.UTC(2026, 2, 1);

/**
 * `count` applications (each with its customer) in one statement, spread over twelve days from
 * `base`, some a second before or after midnight; every fourth submitted for a product of its
 * country and type, so every bank has some. Deterministic: the same call gives the same rows.
 */
async function seedApplications(db: Database, count: number, base = BASE, salt = 0) {
  await db.execute(sql`
    WITH made AS (
      INSERT INTO customers (name, email, mobile_number, promo_code, country, language, created_at)
      SELECT 'Applicant ' || g, 'applicant' || g || '@example.com', '+971500000000',
             (SELECT code FROM promo_codes ORDER BY code LIMIT 1),
             (CASE WHEN g % 2 = 0 THEN 'ae' ELSE 'sa' END)::country, 'en',
             to_timestamp(${base / 1000}) + ((g * 7 + ${salt}) % 12) * interval '1 day'
               + CASE g % 5 WHEN 0 THEN interval '1 second' WHEN 1 THEN interval '1 day' - interval '1 second'
                            ELSE ((g * 37) % 86400) * interval '1 second' END
      FROM generate_series(1, ${count}::int) g
      RETURNING id, country, created_at
    ), numbered AS (
      SELECT made.*, row_number() OVER (ORDER BY created_at, id) AS n FROM made
    ), offered AS (
      SELECT country, product_type, array_agg(id ORDER BY id) AS ids
      FROM products GROUP BY country, product_type
    )
    INSERT INTO applications (customer_id, location_id, country, language, application_type,
                              status, product_id, created_at, submitted_at)
    SELECT m.id, (SELECT id FROM locations ORDER BY id LIMIT 1), m.country, 'en',
           (CASE WHEN m.n % 3 = 0 THEN 'Card' ELSE 'Loan' END)::product_type,
           CASE WHEN m.n % 4 = 0 THEN 'Submitted' ELSE 'Created' END,
           CASE WHEN m.n % 4 = 0 THEN o.ids[1 + (m.n / 4) % array_length(o.ids, 1)] END,
           m.created_at,
           CASE WHEN m.n % 4 = 0 THEN m.created_at END
    FROM numbered m
    JOIN offered o ON o.country = m.country
      AND o.product_type = (CASE WHEN m.n % 3 = 0 THEN 'Card' ELSE 'Loan' END)::product_type`);
}

/** Every combination of the console's filters, with date ranges whole and part-day. */
function combinations(catalogue: Catalogue): LeadFilters[] {
  const day = (n: number, ms = 0) => new Date(BASE + n * DAY + ms);
  const banks = [
    catalogue.activeProducts('ae', 'Card')[0]!.organizationId,
    catalogue.activeProducts('sa', 'Loan')[0]!.organizationId,
    999_999,
  ];
  const ranges: Pick<LeadFilters, 'from' | 'to'>[] = [
    {},
    { from: day(2), to: day(6) },
    { from: day(5) },
    { to: day(4) },
    { from: day(1, 3_600_000), to: day(7, 1_000) },
    { from: day(3, 5_000), to: day(3, 80_000_000) },
    { from: day(8, 86_399_000), to: day(9, 2_000) },
  ];
  const all: LeadFilters[] = [];
  for (const country of [undefined, 'ae', 'sa'] as const)
    for (const productType of [undefined, 'Card', 'Loan'] as const)
      for (const status of [undefined, 'Created', 'Submitted'] as const)
        for (const bankId of [undefined, ...banks])
          for (const range of ranges)
            all.push({
              ...(country && { country }),
              ...(productType && { productType }),
              ...(status && { status }),
              ...(bankId !== undefined && { bankId }),
              ...range,
            });
  return all;
}

/** Every combination whose summed count differs from count(*), with both numbers. */
async function mismatches(db: Database, catalogue: Catalogue, filters: LeadFilters[]) {
  const wrong: { filters: LeadFilters; summed: number; counted: number }[] = [];
  for (const f of filters) {
    const [summed, counted] = [
      await countLeads(db, catalogue, f),
      await countApplications(db, catalogue, f),
    ];
    if (summed !== counted) wrong.push({ filters: f, summed, counted });
  }
  return wrong;
}

describe.each(databaseKinds)('console lead counts (%s)', (kind) => {
  let app: App;
  let catalogue: Catalogue;
  let filters: LeadFilters[];

  beforeAll(async () => {
    app = await buildTestApp(kind);
    catalogue = await app.catalogue.get();
    filters = combinations(catalogue);
  }, 60_000);
  afterAll(() => app.close());

  it('equals count(*) for every combination of filters after a bulk insert', async () => {
    await seedApplications(app.db, 400);
    expect(await countApplications(app.db, catalogue, {})).toBe(400);
    expect(await mismatches(app.db, catalogue, filters)).toEqual([]);
  }, 60_000);

  it('follows status changes, moves across days, product changes and no-op updates', async () => {
    const created = await app.db
      .select({ id: applications.id, country: applications.country })
      .from(applications)
      .where(and(eq(applications.status, 'Created'), eq(applications.applicationType, 'Loan')))
      .orderBy(applications.id)
      .limit(30);
    // Submitted one at a time, as the API does, for a product of the first bank of each country.
    for (const { id, country } of created.slice(0, 20)) {
      const product = catalogue.activeProducts(country, 'Loan')[0]!;
      await app.db
        .update(applications)
        .set({ status: 'Submitted', productId: product.id, submittedAt: new Date() })
        .where(eq(applications.id, id));
    }
    // Moved to another day (an import's correction), many in one statement.
    await app.db
      .update(applications)
      .set({ createdAt: sql`${applications.createdAt} + interval '2 days 3 hours'` })
      .where(
        inArray(
          applications.id,
          created.slice(10).map((c) => c.id),
        ),
      );
    // A change of nothing the summary holds.
    await app.db.update(applications).set({ language: 'ar' });
    expect(await mismatches(app.db, catalogue, filters)).toEqual([]);
    const [unchanged] = await app.db
      .select({ n: sql<string>`count(*)` })
      .from(applicationCounts)
      .where(sql`${applicationCounts.count} < 0`);
    expect(Number(unchanged!.n)).toBe(0);
  }, 60_000);

  it('follows deletes of one and of many', async () => {
    const some = await app.db
      .select({ id: applications.id })
      .from(applications)
      .orderBy(applications.createdAt)
      .limit(41);
    await app.db.delete(applications).where(eq(applications.id, some[0]!.id));
    await app.db.delete(applications).where(
      inArray(
        applications.id,
        some.slice(1).map((s) => s.id),
      ),
    );
    expect(await countApplications(app.db, catalogue, {})).toBe(359);
    expect(await mismatches(app.db, catalogue, filters)).toEqual([]);
  }, 60_000);

  it('counts concurrent inserts on the same summary row exactly', async () => {
    const before = await countLeads(app.db, catalogue, { status: 'Created' });
    // Twenty writers at once (on PostgreSQL, twenty connections of the pool), each its own
    // transaction, all on one day, country, type and status.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.db.transaction(async (tx) => {
          await tx.execute(sql`
            WITH c AS (
              INSERT INTO customers (name, email, mobile_number, promo_code, country)
              VALUES ('Racer', ${`racer${i}@example.com`}, '+971500000000',
                      (SELECT code FROM promo_codes ORDER BY code LIMIT 1), 'ae')
              RETURNING id
            )
            INSERT INTO applications (customer_id, location_id, country, application_type, created_at)
            SELECT c.id, (SELECT id FROM locations ORDER BY id LIMIT 1), 'ae', 'Card',
                   ${new Date(BASE + 4 * DAY + 1000 * i).toISOString()}::timestamptz
            FROM c`);
        }),
      ),
    );
    expect(await countLeads(app.db, catalogue, { status: 'Created' })).toBe(before + 20);
    expect(await mismatches(app.db, catalogue, filters)).toEqual([]);
  }, 60_000);

  it('is the total beside the list', async () => {
    for (const f of filters.filter((_, index) => index % 17 === 0)) {
      const { total } = await listLeads(
        app.db,
        catalogue,
        f,
        { page: 0, pageSize: 10 },
        { withApplicant: false, referenceOf: (id) => id },
      );
      expect(total).toBe(await countApplications(app.db, catalogue, f));
    }
  }, 60_000);

  it('starts again from nothing after a truncate', async () => {
    await app.db.execute(sql`TRUNCATE applications CASCADE`);
    expect(await countLeads(app.db, catalogue, {})).toBe(0);
    const [left] = await app.db.select({ n: sql<string>`count(*)` }).from(applicationCounts);
    expect(Number(left!.n)).toBe(0);
    await seedApplications(app.db, 50, BASE, 3);
    expect(await mismatches(app.db, catalogue, filters.slice(0, 60))).toEqual([]);
  }, 60_000);
});

describe.each(databaseKinds)('console lead counts migration (%s)', (kind) => {
  it('counts the applications that were there before it', async () => {
    // A database as it was before migration 0008, holding applications: the migration taken
    // back (its table, functions and triggers dropped), then its SQL run again as the migrator
    // runs it, in one transaction. Later migrations stay as they are.
    let target: DatabaseTarget;
    let drop: () => Promise<void>;
    if (kind === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'mizan-counts-'));
      target = { kind: 'pglite', dataDir: path.join(dir, 'db') };
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const database = await createPostgresDatabase();
      target = { kind: 'postgres', url: database.url };
      drop = database.drop;
    }
    try {
      const handle = await openDatabase(target);
      try {
        await seedIfEmpty(handle.db);
        await handle.db.execute(sql`DROP TABLE application_counts`);
        await handle.db.execute(sql`
          DROP FUNCTION application_counts_add, application_counts_remove, application_counts_move,
            application_counts_clear CASCADE`);
        await seedApplications(handle.db, 300);
        const migration = readFileSync(
          new URL('../../drizzle/0008_console-lead-counts.sql', import.meta.url),
          'utf8',
        );
        await handle.db.transaction(async (tx) => {
          for (const statement of migration.split('--> statement-breakpoint')) {
            await tx.execute(sql.raw(statement));
          }
        });
        const catalogue = await loadCatalogue(handle.db, 1);
        expect(await countLeads(handle.db, catalogue, {})).toBe(300);
        expect(await mismatches(handle.db, catalogue, combinations(catalogue))).toEqual([]);
      } finally {
        await handle.close();
      }
    } finally {
      await drop();
    }
  }, 120_000);
});
