// Whole journeys through HTTP alone, as the web client makes them (SPEC.md sections 4 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

// Responses are read loosely here: each assertion says what it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(databaseKinds)('journeys through the API (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    country: 'AE' | 'SA',
    payload?: unknown,
  ): Promise<Json> {
    const response = await app.inject({
      method,
      url,
      headers: { 'x-country-key': country },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  }

  /** Personal details, then the application (SPEC section 4, "Personal details submit"). */
  async function start(country: 'AE' | 'SA', applicationType: 'Card' | 'Loan') {
    const profile = await call('POST', '/api/customer-profiles/public', country, {
      name: 'Layla Haddad',
      email: 'layla.haddad@example.com',
      mobileNumber: country === 'AE' ? '+971501234567' : '+966501234567',
      promoCode: '',
    });
    expect(profile.promoCode).toBe('1-1-other');
    const locationId = Number(String(profile.promoCode).split('-')[1]);
    const created = await call('POST', '/api/applications/public', country, {
      customer: { customerId: profile.customerId },
      location: { locationId },
      applicationType,
      status: 'Created',
    });
    expect(created.status).toBe('Created');
    return {
      customerId: profile.customerId as string,
      applicationId: created.applicationId as string,
    };
  }

  /** Answers every question with its best option: the highest salary band, no hard stop. */
  async function answerBest(country: 'AE' | 'SA', applicationId: string, type: 'Card' | 'Loan') {
    const questions: Json[] = await call(
      'GET',
      `/api/questions/public?productType=${type}`,
      country,
    );
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const pick = (q: Json) => {
      const safe = q.options.filter((o: Json) => !o.hardStop);
      // The salary question lists bands lowest first; every other lists its best option first.
      return /^What is your monthly salary/.test(q.question) ? safe[safe.length - 1] : safe[0];
    };
    const body = questions.map((q) => ({
      questionId: q.questionId,
      applicationId,
      response: pick(q).optionId,
      screeningId: null,
    }));
    const saved: Json[] = await call('POST', '/api/screenings/public/bulk', country, body);
    expect(saved).toHaveLength(questions.length);
    // Saving again with the screening ids updates, never duplicates.
    const again: Json[] = await call(
      'POST',
      '/api/screenings/public/bulk',
      country,
      saved.map((s) => ({ ...s })),
    );
    expect(again.map((s) => s.screeningId).sort()).toEqual(saved.map((s) => s.screeningId).sort());
  }

  async function cardJourney(country: 'AE' | 'SA') {
    const { customerId, applicationId } = await start(country, 'Card');
    await answerBest(country, applicationId, 'Card');

    const score = await call(
      'GET',
      `/api/applications/public/credit-score/${applicationId}`,
      country,
    );
    expect(score).toBeGreaterThanOrEqual(60);

    const groups: Json[] = await call('GET', '/api/productFeatures/public', country);
    const cashback = groups.find((g) => /cashback/i.test(g.featureName));
    const travel = groups.find((g) => /travel/i.test(g.featureName));
    const fees = groups.find((g) => /fee/i.test(g.featureName));
    const chosen = [cashback.subFeatures[0], travel.subFeatures[0], fees.subFeatures[0]];

    const count = await call('POST', '/api/recommendations/public/count', country, {
      applicationId,
      preferences: chosen.map((f: Json) => ({
        featureId: f.featureId,
        featureName: f.featureName,
      })),
    });
    expect(count).toBeGreaterThan(0);

    const preferences = chosen.map((f: Json, index: number) => ({
      featureId: f.featureId,
      priority: index + 1,
    }));
    await call('POST', '/api/recommendations/public', country, { applicationId, preferences });

    const ids = chosen.map((f: Json) => f.featureId).join(',');
    const page = await call(
      'GET',
      `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=${ids}`,
      country,
    );
    expect(page.empty).toBe(false);
    expect(page.totalElements).toBe(count);
    expect(page.content[0].currency).toBe(country === 'AE' ? 'AED' : 'SAR');

    await call(
      'POST',
      `/api/selected-features/public/${applicationId}`,
      country,
      chosen.map((f: Json) => ({ applicationId, featureId: f.featureId })),
    );
    await call(
      'POST',
      `/api/product-recommendations/public/${applicationId}`,
      country,
      page.content.map((card: Json) => ({ applicationId, productId: card.productId })),
    );

    const card = page.content[0];
    const application = await call('GET', `/api/applications/public/${applicationId}`, country);
    const submitted = await call('PUT', '/api/applications/public', country, {
      applicationId,
      customer: { customerId },
      location: application.location,
      product: { productId: card.productId },
      applicationType: 'Card',
      clientRiskProfile: null,
      status: 'Submitted',
    });
    expect(submitted.status).toBe('Submitted');
    expect(submitted.product.routingUrl).toBe(card.routingUrl);
    expect(submitted.product.productName).toBe(card.productName);
    expect(submitted.customer.name).toBe('Layla Haddad');
  }

  it('takes a UAE visitor from personal details to a partner card', () => cardJourney('AE'));

  it('takes a Saudi visitor from personal details to a partner card', () => cardJourney('SA'));

  it('takes a UAE visitor from personal details to a partner loan', async () => {
    const { customerId, applicationId } = await start('AE', 'Loan');
    await answerBest('AE', applicationId, 'Loan');

    const offers: Json[] = await call(
      'GET',
      `/api/recommendations/public/loan/${applicationId}`,
      'AE',
    );
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.loanTenure).toBeLessThanOrEqual(48);
      expect(offer.loanAmountTxt).toMatch(/^AED [\d,]+$/);
      expect(offer.processingFee).toMatch(/^AED /);
    }
    await call(
      'POST',
      `/api/product-recommendations/public/${applicationId}`,
      'AE',
      offers.map((offer) => ({ applicationId, productId: offer.productId })),
    );

    const offer = offers[0];
    const submitted = await call('PUT', '/api/applications/public', 'AE', {
      applicationId,
      customer: { customerId },
      location: { locationId: 1 },
      product: { productId: offer.productId },
      applicationType: 'Loan',
      clientRiskProfile: 'Low',
      status: 'Submitted',
    });
    expect(submitted.status).toBe('Submitted');
    expect(submitted.product.routingUrl).toBe(offer.routingUrl);
    expect(submitted.applicationType).toBe('Loan');
  });
});
