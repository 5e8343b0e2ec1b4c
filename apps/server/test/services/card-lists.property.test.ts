// Card lists are shared between applicants whose queries are equal (services/card-lists.ts).
// Over generated catalogues and applicants, every answer from the shared cache must be the one
// computed plainly for that applicant alone: if the query missed anything the list depends on,
// an applicant would get another's list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, type CardPage, type Country } from '@mizan/contracts';
import type { products, questionOptions, questions } from '../../src/db/schema/index.ts';
import { assess } from '../../src/services/assessment.ts';
import { CardListCache, cardListQuery } from '../../src/services/card-lists.ts';
import { buildCatalogue, type Catalogue } from '../../src/catalogue/snapshot.ts';
import { unrecordedCardFacts } from '../../src/catalogue/facts.ts';
import { referenceRanking } from '../engine/reference-ranking.ts';

const COUNTRIES: Country[] = ['ae', 'sa'];
const SOURCE = 'https://bank.example/card';
const SOURCE_FACT = { url: SOURCE, checkedOn: '2026-01-01' };
const GROUP_ID = 1;
const SUB_FEATURE_IDS = [2, 3, 4, 5, 6, 7];
const SALARY_BANDS = [3000, 5000, 8000, 15_000, 30_000];

/** What varies in a question option; the rest is filled in. */
interface OptionSpec {
  value: number;
  points: number;
  hardStop: boolean;
}
const points = fc.integer({ min: 0, max: 40 });
const options = (values: number[]) =>
  fc.tuple(...values.map((value) => points.map((p) => ({ value, points: p, hardStop: false }))));
const questionSpecs = fc.record({
  salary: fc
    .tuple(fc.constant({ value: 0, points: 0, hardStop: true }), options(SALARY_BANDS))
    .map(([hardStop, bands]): OptionSpec[] => [hardStop, ...bands]),
  obligations: options([0, 0.25, 0.5]),
  islamic: options([0, 1]),
});

const cardSpec = fc.record({
  country: fc.constantFrom(...COUNTRIES),
  minMonthlySalary: fc.constantFrom(...SALARY_BANDS),
  isIslamic: fc.boolean(),
  incentive: fc.integer({ min: 0, max: 3 }).map((n) => n * 100),
  featureIds: fc.subarray(SUB_FEATURE_IDS),
  active: fc.boolean(),
});

const catalogueSpec = fc.record({
  questions: questionSpecs,
  cards: fc.array(cardSpec, { minLength: 5, maxLength: 40 }),
});

type CatalogueSpec = typeof catalogueSpec extends fc.Arbitrary<infer T> ? T : never;

const feature = (id: number, parentId: number | null) => ({
  id,
  key: `feature-${id}`,
  parentId,
  name: `Feature ${id}`,
  nameAr: `ميزة ${id}`,
  image: 'feature.png',
  productType: 'Card' as const,
  active: true,
  sortOrder: id,
  version: 1,
  editedAt: null,
});

const cardRow = (card: CatalogueSpec['cards'][number], id: number) => ({
  organization: { id: 1, key: 'bank', name: 'Bank', nameAr: 'بنك', active: true },
  product: {
    id,
    key: `card-${id}`,
    organizationId: 1,
    country: card.country,
    productType: 'Card' as const,
    name: `Card ${id}`,
    nameAr: `بطاقة ${id}`,
    description: 'A card',
    descriptionAr: 'بطاقة',
    routingUrl: 'https://bank.example/card',
    image: 'card.png',
    active: card.active,
    instantIssuance: false,
    incentive: card.incentive,
    minAmount: null,
    // Every other fact "not published": no filter or spend is asked for here, so the list is
    // SPEC's. Eligibility reads the salary and Islamic facts (catalogue/facts.ts).
    facts: {
      ...unrecordedCardFacts(SOURCE),
      minMonthlySalary: { value: card.minMonthlySalary, source: SOURCE_FACT },
      islamic: { value: card.isIslamic, source: SOURCE_FACT },
    },
    version: 1,
    editedAt: null,
  } satisfies typeof products.$inferSelect,
});

/** A catalogue snapshot built from table rows, as the server builds it from the database. */
function catalogueFrom(spec: CatalogueSpec, version: number): Catalogue {
  const questionRows: (typeof questions.$inferSelect)[] = [];
  const optionRows: (typeof questionOptions.$inferSelect)[] = [];
  for (const country of COUNTRIES) {
    for (const [topic, topicOptions] of Object.entries(spec.questions)) {
      const id = questionRows.length + 1;
      questionRows.push({
        id,
        key: `${country}-card-${topic}`,
        country,
        productType: 'Card',
        topic,
        text: topic,
        textAr: null,
        sortOrder: id,
        active: true,
        version: 1,
        editedAt: null,
      });
      topicOptions.forEach((option, index) =>
        optionRows.push({
          id: id * 100 + index,
          questionId: id,
          text: String(option.value),
          textAr: null,
          sortOrder: index,
          ...option,
        }),
      );
    }
  }
  return buildCatalogue(
    {
      products: spec.cards.map((card, index) => cardRow(card, index + 1)),
      productFeatures: spec.cards.flatMap((card, index) =>
        card.featureIds.map((featureId) => ({ productId: index + 1, featureId })),
      ),
      features: [feature(GROUP_ID, null), ...SUB_FEATURE_IDS.map((id) => feature(id, GROUP_ID))],
      questions: questionRows,
      questionOptions: optionRows,
      banners: [],
      promoCodes: [],
      locationIds: [],
    },
    version,
  );
}

/**
 * A few orderings of one set of features: applicants who rank the same features differently
 * must not share a list (the match percent weighs the order).
 */
const rankings = fc.shuffledSubarray(SUB_FEATURE_IDS, { minLength: 1, maxLength: 5 }).chain((set) =>
  fc.array(fc.shuffledSubarray(set, { minLength: set.length, maxLength: set.length }), {
    minLength: 1,
    maxLength: 3,
  }),
);

/**
 * An applicant: a snapshot, a country, a page size, and an option per question (an index,
 * wrapped) or no answer. Each applicant asks for every ranking and the first two pages, so that
 * asks differing in one part only meet in one cache.
 */
const applicantSpec = fc.record({
  catalogue: fc.constantFrom(0, 1),
  country: fc.constantFrom(...COUNTRIES),
  language: fc.constantFrom(...LANGUAGES),
  size: fc.constantFrom(2, 3),
  choices: fc.array(fc.option(fc.nat(5), { nil: undefined, freq: 6 }), {
    minLength: 3,
    maxLength: 3,
  }),
});

function answersOf(catalogue: Catalogue, country: Country, choices: (number | undefined)[]) {
  const answers = new Map<number, number>();
  catalogue.questions(country, 'Card').forEach((question, index) => {
    const choice = choices[index];
    if (choice !== undefined) {
      answers.set(question.id, question.options[choice % question.options.length]!.id);
    }
  });
  return answers;
}

describe('shared card lists', () => {
  it('give every applicant the list and count computed for that applicant alone', () => {
    /** Applicants whose answers differ yet who got one cached answer: the cache is shared. */
    let sharedByDifferentAnswers = 0;
    fc.assert(
      fc.property(
        fc.tuple(catalogueSpec, catalogueSpec),
        rankings,
        fc.array(applicantSpec, { minLength: 1, maxLength: 30 }),
        ([first, second], preferenceLists, applicants) => {
          // Two snapshots, as before and after a catalogue change, served by one cache.
          const catalogues = [catalogueFrom(first, 1), catalogueFrom(second, 2)];
          const cache = new CardListCache();
          const seen = new Map<string, { answers: string; page: CardPage }>();

          for (const applicant of applicants) {
            const catalogue = catalogues[applicant.catalogue]!;
            const answers = answersOf(catalogue, applicant.country, applicant.choices);
            const answerText = JSON.stringify([...answers]);
            const assessed = assess(
              catalogue,
              { id: 'a', country: applicant.country, applicationType: 'Card' },
              answers,
            );
            for (const preferenceIds of preferenceLists) {
              const expected = referenceRanking(
                catalogue.activeProducts(applicant.country, 'Card'),
                assessed.profile,
                assessed.score,
                preferenceIds,
              );
              const query = cardListQuery(
                catalogue,
                assessed,
                preferenceIds,
                applicant.language,
                {},
                {
                  application: 'body.applicationId',
                  feature: (index) => `body.preferences[${index}].featureId`,
                },
              );
              expect(cache.count(catalogue, query)).toBe(expected.length);

              for (const pageNumber of [0, 1]) {
                const pageQuery = {
                  ...query,
                  page: pageNumber,
                  size: applicant.size,
                  order: 'match' as const,
                  spend: null,
                };
                const page = cache.page(catalogue, pageQuery);
                const start = pageNumber * applicant.size;
                expect(page.totalElements).toBe(expected.length);
                expect(page.content.map((c) => [c.productId, c.score])).toEqual(
                  expected.slice(start, start + applicant.size).map((r) => [r.card.id, r.score]),
                );
                // In the applicant's language, whoever asked first in the other one.
                for (const card of page.content) {
                  const arabic = applicant.language === 'ar';
                  expect(card.productName).toBe(`${arabic ? 'بطاقة' : 'Card'} ${card.productId}`);
                  expect(card.organizationName).toBe(arabic ? 'بنك' : 'Bank');
                  for (const { featureId, featureName } of card.features) {
                    expect(featureName).toBe(`${arabic ? 'ميزة' : 'Feature'} ${featureId}`);
                  }
                }

                // Equal keys, equal answers; count the keys met by different answers.
                const key = JSON.stringify([catalogue.version, pageQuery]);
                const before = seen.get(key);
                if (before) {
                  expect(page).toEqual(before.page);
                  if (before.answers !== answerText) sharedByDifferentAnswers += 1;
                } else {
                  seen.set(key, { answers: answerText, page });
                }
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
    // Otherwise the property would hold for a cache that nobody shares.
    expect(sharedByDifferentAnswers).toBeGreaterThan(0);
  });
});
