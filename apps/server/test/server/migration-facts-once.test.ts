// Migration 0011 (each published fact in one place) on a database that holds loans from before
// it: whether a loan is Islamic and the comparison site's rate a loan was costed at move into its
// facts before their columns go, so every loan's facts still pass their schema and it is costed
// at the same rate. The bank's own APR is not copied: the facts hold it already.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StoredLoanFactsSchema, type StoredLoanFacts } from '@mizan/contracts';
import { loanRate, unrecordedLoanFacts } from '../../src/catalogue/facts.ts';
import { products } from '../../src/db/schema/index.ts';
import { databaseBefore } from '../helpers/database-before.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const PAGE = 'https://bank.example/loan';
const COMPARISON_SITE = 'https://compare.example/personal-loans';
const checked = (value: unknown) => ({ value, source: { url: PAGE, checkedOn: '2026-11-24' } });

/** A loan's facts as 0005 to 0010 stored them: no `islamic`, no `comparisonRate`. */
function factsBefore(values: Partial<Record<keyof StoredLoanFacts, unknown>>) {
  const facts: Partial<StoredLoanFacts> = unrecordedLoanFacts(PAGE);
  delete facts.islamic;
  return {
    ...facts,
    rateType: checked('reducing'),
    ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, checked(value)])),
  };
}

const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;

function loanRow(key: string, values: { isIslamic: boolean; rate: number; facts: unknown }) {
  return `
    insert into products (key, organization_id, country, product_type, name, description,
      routing_url, image, min_monthly_salary, is_islamic, interest_rate, sources, facts)
    select '${key}', id, 'ae', 'Loan', '${key}', 'A loan', '${PAGE}', 'loan.svg', 5000,
      ${values.isIslamic}, ${values.rate}, array['${COMPARISON_SITE}', '${PAGE}'],
      ${values.facts === null ? 'null' : json(values.facts)}
    from organizations where key = 'old-bank';`;
}

const ROWS_BEFORE = `
  insert into organizations (key, name, country, website_url)
    values ('old-bank', 'Old Bank', 'ae', 'https://bank.example');
  ${loanRow('no-rate-no-apr', { isIslamic: false, rate: 3.99, facts: factsBefore({}) })}
  ${loanRow('no-rate-but-apr', {
    isIslamic: true,
    rate: 2.41,
    facts: factsBefore({ apr: { min: 2.41, max: 3 } }),
  })}
  ${loanRow('published-rate', {
    isIslamic: true,
    rate: 9,
    facts: factsBefore({ rate: { min: 5, max: 7 } }),
  })}
  ${loanRow('without-facts', { isIslamic: true, rate: 6, facts: null })}
`;

describe.each(databaseKinds)('migration 0011 on a database in use (%s)', (kind) => {
  it('moves Islamic and the comparison rate into the facts, which pass their schema', async () => {
    const before = await databaseBefore(kind, '0010_catalogue-versions', ROWS_BEFORE);
    const { db, close } = await before.open();
    try {
      const factsOf = async (key: string) => {
        const [row] = await db
          .select({ facts: products.facts })
          .from(products)
          .where(eq(products.key, key));
        return row!.facts === null ? null : StoredLoanFactsSchema.parse(row!.facts);
      };

      const noRate = (await factsOf('no-rate-no-apr'))!;
      expect(noRate.islamic).toEqual(checked(false));
      expect(noRate.comparisonRate).toEqual({
        value: 3.99,
        source: { url: COMPARISON_SITE, checkedOn: null },
      });
      expect(loanRate(noRate)).toEqual({
        ratePercent: 3.99,
        rateType: 'reducing',
        ratePublished: false,
      });

      const withApr = (await factsOf('no-rate-but-apr'))!;
      expect(withApr.islamic).toEqual(checked(true));
      expect(withApr.comparisonRate).toBeUndefined();
      expect(loanRate(withApr).ratePercent).toBe(2.41);

      const published = (await factsOf('published-rate'))!;
      expect(published.islamic).toEqual(checked(true));
      expect(published.comparisonRate).toBeUndefined();
      expect(loanRate(published)).toEqual({
        ratePercent: 5,
        rateType: 'reducing',
        ratePublished: true,
      });

      expect(await factsOf('without-facts')).toBeNull();
    } finally {
      await close();
      await before.drop();
    }
  });
});
