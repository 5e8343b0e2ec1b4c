import type pg from 'pg';

/**
 * `count` people, each with one application made with their profile at a random moment of the
 * last `days` days: half cards, half loans, 40% submitted for a random product of their country
 * and type (so every bank of both countries has leads). Plain SQL over generate_series: a
 * million rows in a couple of minutes. The console's and the erasure's benchmarks share it.
 */
export async function seedPeopleWithApplications(client: pg.Client, count: number, days: number) {
  await client.query(
    `INSERT INTO customers (name, email, mobile_number, promo_code, country, language, created_at)
     SELECT 'Applicant ' || g, 'applicant' || g || '@example.com',
            CASE WHEN g % 2 = 0 THEN '+97150' ELSE '+96650' END || lpad((g % 10000000)::text, 7, '0'),
            (SELECT code FROM promo_codes ORDER BY code LIMIT 1),
            (CASE WHEN g % 2 = 0 THEN 'ae' ELSE 'sa' END)::country,
            (CASE WHEN g % 5 = 0 THEN 'ar' ELSE 'en' END)::language,
            now() - random() * ($2::int * interval '1 day')
     FROM generate_series(1, $1::int) g`,
    [count, days],
  );
  await client.query(
    `WITH offered AS (
       SELECT country, product_type, array_agg(id ORDER BY id) AS ids
       FROM products GROUP BY country, product_type
     ), drawn AS (
       SELECT c.id, c.country, c.language, c.created_at,
              (CASE WHEN random() < 0.5 THEN 'Card' ELSE 'Loan' END)::product_type AS type,
              random() < 0.4 AS submitted, random() AS pick
       FROM customers c
     )
     INSERT INTO applications (customer_id, location_id, country, language, application_type,
                               status, product_id, created_at, submitted_at)
     SELECT d.id, (SELECT id FROM locations ORDER BY id LIMIT 1), d.country, d.language, d.type,
            CASE WHEN d.submitted THEN 'Submitted' ELSE 'Created' END,
            CASE WHEN d.submitted THEN o.ids[1 + floor(d.pick * array_length(o.ids, 1))::int] END,
            d.created_at,
            CASE WHEN d.submitted THEN d.created_at + interval '7 minutes' END
     FROM drawn d JOIN offered o ON o.country = d.country AND o.product_type = d.type`,
  );
}
