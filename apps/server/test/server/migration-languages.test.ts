// Migration 0004 (Arabic texts, visitors' language) on a database that already holds a catalogue
// and visitors from before it: the visitors' rows become English, the catalogue answers Arabic
// requests in English until it is re-seeded, and a re-seed (npm run db:seed) brings the Arabic.
import { describe, expect, it, vi } from 'vitest';
import { applications, customers, supportRequests } from '../../src/db/schema/index.ts';
import { syncCatalogue } from '../../src/catalogue/index.ts';
import { ok, type Json } from '../helpers/api.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import { databaseBefore } from '../helpers/database-before.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const ARABIC = /[\u0621-\u064a]/;
/** A catalogue and visitors as a server before 0004 stored them, in the old schema's columns. */
const ROWS_BEFORE = `
  insert into locations (id, name) values (1, 'Website');
  insert into promo_codes (code, location_id, description) values ('1-1-other', 1, 'Default');
  insert into organizations (key, name, country, website_url)
    values ('old-bank', 'Old Bank', 'ae', 'https://bank.example');
  insert into features (key, parent_id, name, image, sort_order)
    values ('cashback', null, 'Cashback', 'cashback.svg', 0);
  insert into features (key, parent_id, name, image, sort_order)
    select 'cashback-groceries', id, 'Cashback on groceries', 'groceries.svg', 0
    from features where key = 'cashback';
  insert into customers (id, name, email, mobile_number, promo_code, country)
    values ('6f1c1a52-8d2e-4c1b-9a55-2f8f1e0c3b11', 'Layla Haddad', 'layla@example.com',
            '+971501234567', '1-1-other', 'ae');
  insert into applications (customer_id, location_id, country, application_type)
    values ('6f1c1a52-8d2e-4c1b-9a55-2f8f1e0c3b11', 1, 'ae', 'Card');
  insert into support_requests (full_name, email, message, country)
    values ('Omar Farouk', 'omar@example.com', 'Hello', 'ae');
`;

describe.each(databaseKinds)('migration 0004 on a database in use (%s)', (kind) => {
  it('keeps every row, makes the visitors English, and serves English until re-seeded', async () => {
    const before = await databaseBefore(kind, '0003_country-and-product-type-enums', ROWS_BEFORE);
    const handle = await before.open();
    const app = await buildTestAppOn(handle);
    try {
      const languages = await Promise.all(
        [customers, applications, supportRequests].map((table) =>
          app.db.select({ language: table.language }).from(table),
        ),
      );
      expect(languages).toEqual([[{ language: 'en' }], [{ language: 'en' }], [{ language: 'en' }]]);

      // No Arabic yet: an Arabic request gets the English names rather than nothing.
      const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public', {
        language: 'ar',
      });
      expect(groups.map((g) => g.featureName)).toEqual(['Cashback']);
      expect(groups[0].subFeatures.map((s: Json) => s.featureName)).toEqual([
        'Cashback on groceries',
      ]);

      // npm run db:seed: the catalogue in both languages, the visitors untouched.
      await syncCatalogue(app.db);
      await vi.waitFor(
        async () => {
          const seeded: Json[] = await ok(app, 'GET', '/api/productFeatures/public', {
            language: 'ar',
          });
          // The old group has the seed's key: updated in place, now with its Arabic name.
          expect(seeded.length).toBeGreaterThan(1);
          for (const group of seeded) expect(group.featureName).toMatch(ARABIC);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(await app.db.$count(customers)).toBe(1);
      expect(await app.db.$count(applications)).toBe(1);
    } finally {
      await app.close();
      await before.drop();
    }
  });
});
