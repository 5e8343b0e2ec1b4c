// Whole journeys through HTTP alone, as the web client makes them (SPEC.md sections 4 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  answersFor,
  best,
  fetchQuestions,
  filterUrl,
  ok,
  startApplication,
  submission,
  type Country,
  type Json,
  type ProductType,
  type Started,
} from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('journeys through the API (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  /** Personal details without a promo code, then the application (SPEC section 4). */
  async function start(country: Country, type: ProductType): Promise<Started> {
    const started = await startApplication(app, { country, type, profile: { promoCode: '' } });
    expect(started.promoCode).toBe('1-1-other');
    expect(started.status).toBe('Created');
    return started;
  }

  /** Answers every question with its best option: the highest salary band, no hard stop. */
  async function answerBest({ country, type, applicationId }: Started) {
    const questions = await fetchQuestions(app, country, type);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const saved: Json[] = await ok(app, 'POST', '/api/screenings/public/bulk', {
      country,
      payload: answersFor(applicationId, questions, best),
    });
    expect(saved).toHaveLength(questions.length);
    // Saving again with the screening ids updates, never duplicates.
    const again: Json[] = await ok(app, 'POST', '/api/screenings/public/bulk', {
      country,
      payload: saved.map((s) => ({ ...s })),
    });
    expect(again.map((s) => s.screeningId).sort()).toEqual(saved.map((s) => s.screeningId).sort());
  }

  async function cardJourney(country: Country) {
    const started = await start(country, 'Card');
    await answerBest(started);
    const { applicationId } = started;

    const score = await ok(app, 'GET', `/api/applications/public/credit-score/${applicationId}`, {
      country,
    });
    expect(score).toBeGreaterThanOrEqual(60);

    const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public', { country });
    const cashback = groups.find((g) => /cashback/i.test(g.featureName));
    const travel = groups.find((g) => /travel/i.test(g.featureName));
    const fees = groups.find((g) => /fee/i.test(g.featureName));
    const chosen = [cashback.subFeatures[0], travel.subFeatures[0], fees.subFeatures[0]];

    const count = await ok(app, 'POST', '/api/recommendations/public/count', {
      country,
      payload: {
        applicationId,
        preferences: chosen.map((f: Json) => ({
          featureId: f.featureId,
          featureName: f.featureName,
        })),
      },
    });
    expect(count).toBeGreaterThan(0);

    const preferences = chosen.map((f: Json, index: number) => ({
      featureId: f.featureId,
      priority: index + 1,
    }));
    await ok(app, 'POST', '/api/recommendations/public', {
      country,
      payload: { applicationId, preferences },
    });

    const ids: number[] = chosen.map((f: Json) => f.featureId);
    const pageUrl = filterUrl(applicationId, { page: 0, size: 10, preferences: ids });
    const page = await ok(app, 'GET', pageUrl, { country });
    expect(page.empty).toBe(false);
    expect(page.totalElements).toBe(count);
    expect(page.content[0].currency).toBe(country === 'ae' ? 'AED' : 'SAR');

    await ok(app, 'POST', `/api/selected-features/public/${applicationId}`, {
      country,
      payload: ids.map((featureId) => ({ applicationId, featureId })),
    });
    await ok(app, 'POST', `/api/product-recommendations/public/${applicationId}`, {
      country,
      payload: page.content.map((card: Json) => ({ applicationId, productId: card.productId })),
    });

    const card = page.content[0];
    const application = await ok(app, 'GET', `/api/applications/public/${applicationId}`, {
      country,
    });
    const submitted = await ok(app, 'PUT', '/api/applications/public', {
      country,
      payload: { ...submission(started, card.productId), location: application.location },
    });
    expect(submitted.status).toBe('Submitted');
    expect(submitted.product.routingUrl).toBe(card.routingUrl);
    expect(submitted.product.productName).toBe(card.productName);
    expect(submitted.customer.name).toBe('Layla Haddad');
  }

  it('takes a UAE visitor from personal details to a partner card', () => cardJourney('ae'));

  it('takes a Saudi visitor from personal details to a partner card', () => cardJourney('sa'));

  it('takes a UAE visitor from personal details to a partner loan', async () => {
    const country: Country = 'ae';
    const started = await start(country, 'Loan');
    await answerBest(started);
    const { applicationId } = started;

    const loansUrl = `/api/recommendations/public/loan/${applicationId}`;
    const offers: Json[] = await ok(app, 'GET', loansUrl, { country });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.loanTenure).toBeLessThanOrEqual(48);
      expect(offer.loanAmountTxt).toMatch(/^AED [\d,]+$/);
      expect(offer.processingFee).toMatch(/^AED /);
    }
    await ok(app, 'POST', `/api/product-recommendations/public/${applicationId}`, {
      country,
      payload: offers.map((offer) => ({ applicationId, productId: offer.productId })),
    });

    const offer = offers[0];
    const submitted = await ok(app, 'PUT', '/api/applications/public', {
      country,
      payload: { ...submission(started, offer.productId), clientRiskProfile: 'Low' },
    });
    expect(submitted.status).toBe('Submitted');
    expect(submitted.product.routingUrl).toBe(offer.routingUrl);
    expect(submitted.applicationType).toBe('Loan');
  });
});
