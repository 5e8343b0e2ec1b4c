// The API in two languages (issue 13): every catalogue text, loan text and product name in the
// language of Accept-Language, English without it; no cache answers one language with the
// other's list, whichever language asked first; Vary: Accept-Language on every answer; the
// language stored with the customer and the application.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { applications, customers } from '../../src/db/schema/index.ts';
import { cards } from '../../src/db/seed/data/cards.ts';
import { loans } from '../../src/db/seed/data/loans.ts';
import { organizations } from '../../src/db/seed/data/organizations.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  answeredApplication,
  cardFeatureIds,
  filterUrl,
  ok,
  send,
  submitJourney,
  type Country,
  type Json,
  type Language,
  type ProductType,
} from '../helpers/api.ts';

const ARABIC = /[\u0621-\u064a]/;
const COMBINATIONS: [Country, ProductType][] = [
  ['ae', 'Card'],
  ['ae', 'Loan'],
  ['sa', 'Card'],
  ['sa', 'Loan'],
];

const arabicNames = new Set([...cards, ...loans, ...organizations].map((entry) => entry.nameAr));
const englishNames = new Set([...cards, ...loans, ...organizations].map((entry) => entry.name));

/** Description lines as the API joins them (a literal backslash-n). */
const lines = (description: string) => description.split('\\n');

/** Every visitor-visible text of an answer, by the call's own shape. */
const texts = {
  features: (groups: Json[]) =>
    groups.flatMap((g) => [g.featureName, ...g.subFeatures.map((s: Json) => s.featureName)]),
  questions: (questions: Json[]) =>
    questions.flatMap((q) => [q.question, ...q.options.map((o: Json) => o.optionText)]),
  banners: (banners: Json[]) => banners.flatMap((b) => [b.title, b.description]),
  cardPage: (page: Json) =>
    page.content.flatMap((card: Json) => [
      ...lines(card.description),
      ...card.features.map((f: Json) => f.featureName),
    ]),
  loanOffers: (offers: Json[]) =>
    offers.flatMap((offer) => [...lines(offer.description), offer.interest]),
};

/** All in Arabic letters (names aside), or all free of them. */
function expectLanguage(values: string[], language: Language) {
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    if (language === 'ar') expect(value).toMatch(ARABIC);
    else expect(value).not.toMatch(ARABIC);
  }
}

function expectNames(items: Json[], language: Language) {
  for (const item of items) {
    expect(language === 'ar' ? arabicNames : englishNames).toContain(item.productName);
    expect(language === 'ar' ? arabicNames : englishNames).toContain(item.organizationName);
  }
}

describe.each(databaseKinds)('the API in two languages (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const get = (url: string, country: Country, language?: Language) =>
    ok(app, 'GET', url, { country, ...(language && { language }) });

  it('answers every catalogue call of the seeded database in Arabic', async () => {
    expectLanguage(texts.features(await get('/api/productFeatures/public', 'ae', 'ar')), 'ar');
    for (const country of ['ae', 'sa'] as const) {
      expectLanguage(texts.banners(await get('/api/banners/public', country, 'ar')), 'ar');
    }
    for (const [country, type] of COMBINATIONS) {
      const questions = await get(`/api/questions/public?productType=${type}`, country, 'ar');
      expectLanguage(texts.questions(questions), 'ar');
    }
  });

  it('lists cards in Arabic: names, banks, features and descriptions', async () => {
    for (const country of ['ae', 'sa'] as const) {
      const started = await answeredApplication(app, country, 'Card', undefined, {}, 'ar');
      const preferences = (await cardFeatureIds(app)).slice(0, 5);
      const url = filterUrl(started.applicationId, { preferences, size: 50 });
      const page = await get(url, country, 'ar');
      expect(page.content.length).toBeGreaterThan(0);
      expectLanguage(texts.cardPage(page), 'ar');
      expectNames(page.content, 'ar');
    }
  });

  it('offers loans in Arabic: amounts, fee and rate in Arabic form, Western digits', async () => {
    const currency = { ae: 'د.إ', sa: 'ر.س' };
    for (const country of ['ae', 'sa'] as const) {
      const started = await answeredApplication(app, country, 'Loan', undefined, {}, 'ar');
      const offers = await get(
        `/api/recommendations/public/loan/${started.applicationId}`,
        country,
        'ar',
      );
      expect(offers.length).toBeGreaterThan(0);
      expectLanguage(texts.loanOffers(offers), 'ar');
      expectNames(offers, 'ar');
      for (const offer of offers) {
        for (const money of [
          offer.loanAmountTxt,
          offer.monthlyInstalmentTxt,
          offer.processingFee,
        ]) {
          expect(money).toContain(currency[country]);
          expect(money).toMatch(/^[^\u0660-\u0669]*\d[^\u0660-\u0669]*$/);
        }
        // The rate as the bank quotes it: on the reducing balance, or flat.
        expect(offer.interest).toMatch(
          offer.cost.rateType === 'flat' ? /\(بمعدل ثابت\)$/ : /\(على الرصيد المتناقص\)$/,
        );
        expect(offer.interest).toContain(offer.interest.match(/\d+\.\d\d/)![0]);
      }
    }
  });

  it('names the submitted product in the language of the call that reads it', async () => {
    const submitted = await submitJourney(app, 'ae', 'Card', {}, 'ar');
    expect(arabicNames).toContain(submitted.productName);
    const url = `/api/applications/public/${submitted.applicationId}`;
    const english = await get(url, 'ae', 'en');
    expect(englishNames).toContain(english.product.productName);
    expect(english.product.productName).toBe((await get(url, 'ae')).product.productName);
  });

  it('never answers one language with the other, whichever asked first', async () => {
    // Two applicants who answered alike share cached card lists (decision 0010): one warms the
    // cache in one language, the other asks in the other.
    const first = await answeredApplication(app, 'ae', 'Card', undefined, {}, 'en');
    const second = await answeredApplication(app, 'ae', 'Card', undefined, {}, 'ar');
    const ids = await cardFeatureIds(app);
    const loan = await answeredApplication(app, 'ae', 'Loan');
    const loanUrl = `/api/recommendations/public/loan/${loan.applicationId}`;

    const calls: [string, (url: Json) => string[], string, string][] = [
      ['features', texts.features, '/api/productFeatures/public', '/api/productFeatures/public'],
      ['banners', texts.banners, '/api/banners/public', '/api/banners/public'],
      [
        'questions',
        texts.questions,
        '/api/questions/public?productType=Card',
        '/api/questions/public?productType=Card',
      ],
      [
        'card page, English first',
        texts.cardPage,
        filterUrl(first.applicationId, { preferences: ids.slice(0, 3) }),
        filterUrl(second.applicationId, { preferences: ids.slice(0, 3) }),
      ],
      [
        'card page, Arabic first',
        texts.cardPage,
        filterUrl(second.applicationId, { preferences: ids.slice(1, 4) }),
        filterUrl(first.applicationId, { preferences: ids.slice(1, 4) }),
      ],
      ['loan offers', texts.loanOffers, loanUrl, loanUrl],
    ];
    for (const [what, textsOf, firstUrl, secondUrl] of calls) {
      const arabicFirst = what.includes('Arabic first');
      const order: Language[] = arabicFirst ? ['ar', 'en', 'ar', 'en'] : ['en', 'ar', 'en', 'ar'];
      const answers = [];
      for (const [index, language] of order.entries()) {
        const answer = await get(index % 2 === 0 ? firstUrl : secondUrl, 'ae', language);
        expectLanguage(textsOf(answer), language);
        answers.push({ language, answer });
      }
      // Asked again, each language gets what it got the first time; no header means English.
      const [a, b, c, d] = answers;
      expect(c!.answer, what).toEqual(a!.answer);
      expect(d!.answer, what).toEqual(b!.answer);
      const english = answers.find((x) => x.language === 'en')!.answer;
      if (!what.startsWith('card page')) expect(await get(firstUrl, 'ae')).toEqual(english);
    }
  });

  it('counts the same cards in both languages', async () => {
    const started = await answeredApplication(app, 'ae', 'Card');
    const preferences = (await cardFeatureIds(app)).slice(0, 4).map((featureId) => ({ featureId }));
    const count = (language: Language) =>
      ok(app, 'POST', '/api/recommendations/public/count', {
        country: 'ae',
        language,
        payload: { applicationId: started.applicationId, preferences },
      });
    const english = await count('en');
    expect(english).toBeGreaterThan(0);
    expect(await count('ar')).toBe(english);
  });

  it('stores the language of the calls that create the customer and the application', async () => {
    const arabic = await answeredApplication(app, 'ae', 'Card', undefined, {}, 'ar');
    const english = await answeredApplication(app, 'ae', 'Card');
    const languageOf = async (applicationId: string) => {
      const [row] = await app.db
        .select({ application: applications.language, customer: customers.language })
        .from(applications)
        .innerJoin(customers, eq(applications.customerId, customers.id))
        .where(eq(applications.id, applicationId));
      return row;
    };
    expect(await languageOf(arabic.applicationId)).toEqual({ application: 'ar', customer: 'ar' });
    expect(await languageOf(english.applicationId)).toEqual({ application: 'en', customer: 'en' });
  });

  it('reads any Arabic tag of Accept-Language, by quality, and English otherwise', async () => {
    const featureName = async (header: string) => {
      const response = await app.inject({
        url: '/api/productFeatures/public',
        headers: { 'accept-language': header },
      });
      return response.json()[0].featureName as string;
    };
    expect(await featureName('ar-AE,ar;q=0.9,en;q=0.8')).toMatch(ARABIC);
    expect(await featureName('fr-FR, ar-SA;q=0.5')).toMatch(ARABIC);
    expect(await featureName('en-GB,en;q=0.9,ar;q=0.8')).not.toMatch(ARABIC);
    expect(await featureName('de-DE')).not.toMatch(ARABIC);
  });

  it('says Vary: Accept-Language on every API answer, refusals included', async () => {
    const started = await answeredApplication(app, 'ae', 'Card');
    const responses = [
      await send(app, 'GET', '/api/productFeatures/public', { language: 'ar' }),
      await send(app, 'GET', '/api/banners/public'),
      await send(app, 'GET', '/api/questions/public?productType=Card', { language: 'en' }),
      await send(app, 'GET', filterUrl(started.applicationId, { preferences: [999] })),
      await send(app, 'GET', '/api/applications/public/not-a-uuid', { language: 'ar' }),
      await send(app, 'POST', '/api/customer-profiles/public', { payload: {} }),
      await send(app, 'GET', '/api/nothing-here'),
      await send(app, 'GET', '/api/images/public/%E0%A4%A'),
      await send(app, 'GET', '/api/health'),
    ];
    for (const response of responses) {
      expect(response.headers.vary, response.body).toMatch(/(^|,\s*)Accept-Language(\s*,|$)/i);
    }
  });
});
