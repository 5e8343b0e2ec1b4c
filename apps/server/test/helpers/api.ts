// Shared helpers for the API and mail tests: calls through app.inject, a visitor's first steps,
// answers picked by a rule, a whole journey up to the submission, and row counts of the
// visitors' tables.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import {
  applications,
  customers,
  preferences,
  productRecommendations,
  screeningAnswers,
  selectedFeatures,
} from '../../src/db/schema/index.ts';
import { questions as seedQuestions } from '../../src/db/seed/data/questions.ts';
import type { SeedOption } from '../../src/db/seed/catalogue-types.ts';

// Responses are read loosely: each assertion says what it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

import type { Country, Language, ProductType } from '@mizan/contracts';
import { parseFieldPath } from '@mizan/contracts';

export type { Country, Language, ProductType };
type Method = 'GET' | 'POST' | 'PUT';

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A well-formed id that no record has. */
export const UNKNOWN_ID = '0d9a4c41-2b1e-4f57-9a57-3a0b7b1e2f10';

const mobileFor = (country: Country) => (country === 'ae' ? '+971501234567' : '+966501234567');

export const validProfile = (country: Country = 'ae') => ({
  name: 'Layla Haddad',
  email: 'layla.haddad@example.com',
  mobileNumber: mobileFor(country),
  promoCode: '1-1-other',
});

export type Profile = ReturnType<typeof validProfile>;

export interface SendOptions {
  country?: Country;
  /** Sent as Accept-Language, as the web client sends it; absent means no header. */
  language?: Language;
  payload?: unknown;
}

/** One request; the country goes in X-Country-Key, upper-cased as the web client sends it. */
export function send(
  app: App,
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.country) headers['x-country-key'] = options.country.toUpperCase();
  if (options.language) headers['accept-language'] = options.language;
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
  });
}

/** A call that must succeed; answers the parsed body. */
export async function ok(
  app: App,
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<Json> {
  const response = await send(app, method, url, options);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** The response is RFC 9457 problem details with this status; answers the body. */
export function expectProblem(response: LightMyRequestResponse, status: number): Json {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const body = response.json();
  expect(body).toMatchObject({
    title: expect.any(String),
    detail: expect.any(String),
    status,
  });
  expect(body.title).not.toBe('');
  expect(body.detail).not.toBe('');
  return body;
}

/** A 400 naming the fields that failed validation. */
export function expectInvalid(response: LightMyRequestResponse, field?: string): Json {
  const body = expectProblem(response, 400);
  expect(body.errors.length).toBeGreaterThan(0);
  // Every field named by the convention both sides read (contracts' fieldPath).
  for (const error of body.errors) expect(parseFieldPath(error.field), error.field).toBeDefined();
  if (field !== undefined) expect(body.errors.map((e: Json) => e.field)).toContain(field);
  return body;
}

/** Personal details: the valid profile for the country, with `profile` changing some fields. */
export async function createCustomer(
  app: App,
  country: Country = 'ae',
  profile: Partial<Profile> = {},
  language?: Language,
) {
  const created = await ok(app, 'POST', '/api/customer-profiles/public', {
    country,
    ...(language && { language }),
    payload: { ...validProfile(country), ...profile },
  });
  return created as { customerId: string; promoCode: string };
}

/** Personal details, then the application, as the wizard does (SPEC section 4). */
export async function startApplication(
  app: App,
  {
    country,
    type,
    profile = {},
    language,
  }: { country: Country; type: ProductType; profile?: Partial<Profile>; language?: Language },
) {
  const { customerId, promoCode } = await createCustomer(app, country, profile, language);
  const locationId = Number(promoCode.split('-')[1]);
  const created = await ok(app, 'POST', '/api/applications/public', {
    country,
    ...(language && { language }),
    payload: {
      customer: { customerId },
      location: { locationId },
      applicationType: type,
      status: 'Created',
    },
  });
  return {
    country,
    type,
    /** The Accept-Language of every call of the journey; undefined: none sent. */
    language,
    customerId,
    /** The promo code the customer was given (a default one when the profile had none). */
    promoCode,
    locationId,
    applicationId: created.applicationId as string,
    /** The status the API gave the new application. */
    status: created.status as string,
  };
}

export type Started = Awaited<ReturnType<typeof startApplication>>;

/** A question as the API gives it, with what the seed data says about it (topic, points). */
export interface KnownQuestion {
  questionId: number;
  question: string;
  topic: string;
  options: { optionId: number; optionText: string; hardStop: boolean; seed: SeedOption }[];
}

export async function fetchQuestions(
  app: App,
  country: Country,
  type: ProductType,
  language?: Language,
): Promise<KnownQuestion[]> {
  const questions: Json[] = await ok(app, 'GET', `/api/questions/public?productType=${type}`, {
    country,
    ...(language && { language }),
  });
  // The texts as the seed data writes them in the language asked for (Arabic, or its English
  // fallback where a test removed the Arabic).
  const written = (entry: { text: string; textAr: string }) =>
    language === 'ar' ? [entry.textAr, entry.text] : [entry.text];
  return questions.map((q) => {
    const seed = seedQuestions.find(
      (s) => s.country === country && s.productType === type && written(s).includes(q.question),
    );
    if (!seed) throw new Error(`question not in the seed data: ${q.question}`);
    return {
      questionId: q.questionId,
      question: q.question,
      topic: seed.topic,
      options: q.options.map((o: Json) => {
        const option = seed.options.find((s) => written(s).includes(o.optionText));
        if (!option) throw new Error(`option not in the seed data: ${o.optionText}`);
        return { ...o, seed: option };
      }),
    };
  });
}

/** Picks one option of a question; answers the chosen optionId. */
export type Chooser = (question: KnownQuestion) => number;

const eligible = (q: KnownQuestion) => q.options.filter((o) => !o.hardStop);
const byPoints = (q: KnownQuestion, sign: 1 | -1) =>
  [...eligible(q)].sort((a, b) => sign * (b.seed.points - a.seed.points))[0]!.optionId;

/**
 * The best answers: the most points everywhere (the highest salary band), and no preference
 * for Islamic products so that every product stays in play.
 */
export const best: Chooser = (q) =>
  q.topic === 'islamic' ? q.options.find((o) => o.seed.value === 0)!.optionId : byPoints(q, 1);

/** The fewest points without a hard stop: a score under 60. */
export const worst: Chooser = (q) => (q.topic === 'islamic' ? best(q) : byPoints(q, -1));

/** The best answers, except for one topic answered by another rule. */
export const bestExcept =
  (topic: string, pick: (q: KnownQuestion) => number): Chooser =>
  (q) =>
    q.topic === topic ? pick(q) : best(q);

/** The best answers with the lowest salary band that is not a hard stop. */
export const lowestEligibleSalary = bestExcept('salary', (q) => eligible(q)[0]!.optionId);

/** The best answers except one hard-stop answer on `topic`. */
export const hardStopOn = (topic: string) =>
  bestExcept(topic, (q) => q.options.find((o) => o.hardStop)!.optionId);

export function answersFor(applicationId: string, questions: KnownQuestion[], choose: Chooser) {
  return questions.map((q) => ({
    questionId: q.questionId,
    applicationId,
    response: choose(q),
    screeningId: null,
  }));
}

/** Fetches the application's questions and saves an answer to each. */
export async function answerAll(app: App, started: Started, choose: Chooser): Promise<Json[]> {
  const { country, language } = started;
  const questions = await fetchQuestions(app, country, started.type, language);
  return ok(app, 'POST', '/api/screenings/public/bulk', {
    country,
    ...(language && { language }),
    payload: answersFor(started.applicationId, questions, choose),
  });
}

/** A started application answered by a rule; `profile` changes fields of the personal details. */
export async function answeredApplication(
  app: App,
  country: Country,
  type: ProductType,
  choose: Chooser = best,
  profile: Partial<Profile> = {},
  language?: Language,
): Promise<Started> {
  const started = await startApplication(app, { country, type, profile, language });
  await answerAll(app, started, choose);
  return started;
}

export async function creditScore(app: App, applicationId: string): Promise<number> {
  return ok(app, 'GET', `/api/applications/public/credit-score/${applicationId}`);
}

/** Every selectable card sub-feature, grouped as the API lists them. */
export async function cardFeatureGroups(app: App): Promise<{ name: string; ids: number[] }[]> {
  const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
  return groups
    .filter((g) => g.productType === 'Card' && g.active === 'Y')
    .map((g) => ({
      name: g.featureName,
      ids: g.subFeatures.filter((s: Json) => s.active === 'Y').map((s: Json) => s.featureId),
    }));
}

export async function cardFeatureIds(app: App): Promise<number[]> {
  return (await cardFeatureGroups(app)).flatMap((g) => g.ids);
}

export function filterUrl(
  applicationId: string,
  query: { page?: number; size?: number; preferences?: number[] } = {},
) {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.size !== undefined) params.set('size', String(query.size));
  if (query.preferences) params.set('preferences', query.preferences.join(','));
  const search = params.toString();
  return `/api/recommendations/public/${applicationId}/filter${search ? `?${search}` : ''}`;
}

/** The submission the web client sends for a product. */
export const submission = (started: Started, productId: number) => ({
  applicationId: started.applicationId,
  customer: { customerId: started.customerId },
  location: { locationId: started.locationId },
  product: { productId },
  applicationType: started.type,
  clientRiskProfile: null,
  status: 'Submitted',
});

/** The product the visitor would pick on step 4: the top card match, or the first loan offer. */
export async function chooseProduct(app: App, started: Started): Promise<Json> {
  const { country, type, applicationId, language } = started;
  const inLanguage = { country, ...(language && { language }) };
  if (type === 'Loan') {
    const loansUrl = `/api/recommendations/public/loan/${applicationId}`;
    const offers: Json[] = await ok(app, 'GET', loansUrl, inLanguage);
    expect(offers.length).toBeGreaterThan(0);
    return offers[0];
  }
  // Groups found by their English names; ids are the same in every language.
  const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public', { country });
  const ids: number[] = ['cashback', 'travel', 'fee'].map(
    (word) =>
      groups.find((g) => g.featureName.toLowerCase().includes(word)).subFeatures[0].featureId,
  );
  const preferences = ids.map((featureId, index) => ({ featureId, priority: index + 1 }));
  await ok(app, 'POST', '/api/recommendations/public', {
    ...inLanguage,
    payload: { applicationId, preferences },
  });
  const pageUrl = filterUrl(applicationId, { page: 0, size: 10, preferences: ids });
  const page = await ok(app, 'GET', pageUrl, inLanguage);
  expect(page.content.length).toBeGreaterThan(0);
  return page.content[0];
}

export interface Submitted extends Started {
  /** The PUT body, to send again as a retry. */
  submission: ReturnType<typeof submission>;
  productName: string;
  organizationName: string;
}

/**
 * A whole journey with the best answers, ending with PUT Submitted (SPEC section 4, "Apply");
 * `profile` changes fields of the personal details.
 */
export async function submitJourney(
  app: App,
  country: Country,
  type: ProductType,
  profile: Partial<Profile> = {},
  language?: Language,
): Promise<Submitted> {
  const started = await answeredApplication(app, country, type, best, profile, language);
  const product = await chooseProduct(app, started);
  const body = submission(started, product.productId);
  const submitted = await ok(app, 'PUT', '/api/applications/public', {
    country,
    ...(language && { language }),
    payload: body,
  });
  expect(submitted.status).toBe('Submitted');
  return {
    ...started,
    status: submitted.status,
    submission: body,
    productName: submitted.product.productName,
    organizationName: submitted.product.organizationName,
  };
}

/** How many rows each visitors' table holds, read in one round trip. */
export async function countVisitorRows(app: App): Promise<Record<string, number>> {
  const [counts] = await app.db
    .select({
      customers: app.db.$count(customers),
      applications: app.db.$count(applications),
      screeningAnswers: app.db.$count(screeningAnswers),
      preferences: app.db.$count(preferences),
      selectedFeatures: app.db.$count(selectedFeatures),
      productRecommendations: app.db.$count(productRecommendations),
    })
    .from(sql`(select 1) as one`);
  return counts!;
}
