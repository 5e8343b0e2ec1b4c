// Applications: creating one (POST), reading it back (GET), its credit score, and submitting it
// for a product (PUT), with every refusal a client can meet along the way (SPEC sections 4, 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { applications } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  answerAll,
  answeredApplication,
  best,
  cardFeatureGroups,
  createCustomer,
  creditScore,
  expectInvalid,
  expectProblem,
  fetchQuestions,
  filterUrl,
  hardStopOn,
  ok,
  send,
  startApplication,
  submission,
  UNKNOWN_ID,
  UUID_V4,
  worst,
  type Country,
  type ProductType,
  type Json,
  type Started,
} from '../helpers/api.ts';

const URL = '/api/applications/public';

describe.each(databaseKinds)('applications (%s)', (kind) => {
  let app: App;
  /** One sub-feature of each of five groups: enough to list most cards. */
  let featureIds: number[];
  beforeAll(async () => {
    app = await buildTestApp(kind);
    featureIds = (await cardFeatureGroups(app)).slice(0, 5).map((g) => g.ids[0]!);
  });
  afterAll(() => app.close());

  const newApplication = (customerId: string, change: Record<string, unknown> = {}) => ({
    customer: { customerId },
    location: { locationId: 1 },
    applicationType: 'Card',
    status: 'Created',
    ...change,
  });

  /** Creation that must be refused: the status, and no application stored. */
  async function refusedCreation(payload: unknown, status: number, field?: string) {
    const before = await app.db.$count(applications);
    const response = await send(app, 'POST', URL, { payload });
    const body = status === 400 ? expectInvalid(response, field) : expectProblem(response, status);
    expect(await app.db.$count(applications)).toBe(before);
    return body;
  }

  /** The eligible cards of an answered card application, best first. */
  async function cardsFor(started: Started): Promise<Json[]> {
    const page = await ok(
      app,
      'GET',
      filterUrl(started.applicationId, {
        size: 50,
        preferences: featureIds,
      }),
    );
    return page.content;
  }

  /** The ids of the active products of a country and type, read through the public calls. */
  async function productIdsOf(country: Country, type: ProductType): Promise<number[]> {
    const started = await answeredApplication(app, country, type);
    if (type === 'Loan') {
      const offers: Json[] = await ok(
        app,
        'GET',
        `/api/recommendations/public/loan/${started.applicationId}`,
      );
      return offers.map((o) => o.productId);
    }
    return (await cardsFor(started)).map((c) => c.productId);
  }

  describe('POST /api/applications/public', () => {
    it('creates an application: 201 with a random id, the type and status Created', async () => {
      const { customerId } = await createCustomer(app);
      for (const applicationType of ['Card', 'Loan']) {
        const response = await send(app, 'POST', URL, {
          payload: newApplication(customerId, { applicationType }),
        });
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        expect(body).toEqual({
          applicationId: expect.any(String),
          applicationType,
          status: 'Created',
        });
        expect(body.applicationId).toMatch(UUID_V4);
      }
    });

    it('answers 404 for an unknown customer', async () => {
      await refusedCreation(newApplication(UNKNOWN_ID), 404);
    });

    it('refuses a status other than Created with 400', async () => {
      const { customerId } = await createCustomer(app);
      await refusedCreation(
        newApplication(customerId, { status: 'Submitted' }),
        400,
        'body.status',
      );
    });

    it('refuses an unknown location with 422', async () => {
      const { customerId } = await createCustomer(app);
      const body = await refusedCreation(
        newApplication(customerId, { location: { locationId: 999 } }),
        422,
      );
      expect(body.detail).toContain('location');
    });

    it('refuses an application type other than Card or Loan with 400', async () => {
      const { customerId } = await createCustomer(app);
      await refusedCreation(
        newApplication(customerId, { applicationType: 'Mortgage' }),
        400,
        'body.applicationType',
      );
    });

    it('refuses a customer id that is not a UUID with 400', async () => {
      await refusedCreation(newApplication('12345'), 400, 'body.customer.customerId');
    });
  });

  describe('GET /api/applications/public/{id}', () => {
    it('answers the application with its customer and location, and no phone number', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      const response = await send(app, 'GET', `${URL}/${started.applicationId}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        applicationId: started.applicationId,
        applicationType: 'Card',
        status: 'Created',
        country: 'ae',
        customer: {
          customerId: started.customerId,
          name: 'Layla Haddad',
          email: 'layla.haddad@example.com',
        },
        location: { locationId: 1 },
        product: null,
      });
      expect(Object.keys(body.customer).sort()).toEqual(['customerId', 'email', 'name']);
      expect(response.body).not.toMatch(/mobile/i);
      expect(response.body).not.toContain('501234567');
    });

    it('takes the country from X-Country-Key at creation, and ae without it', async () => {
      const saudi = await startApplication(app, { country: 'sa', type: 'Card' });
      // Read without the header: the country is the application's, not the request's.
      expect((await ok(app, 'GET', `${URL}/${saudi.applicationId}`)).country).toBe('sa');

      const { customerId } = await createCustomer(app);
      const created = await ok(app, 'POST', URL, { payload: newApplication(customerId) });
      const read = await ok(app, 'GET', `${URL}/${created.applicationId}`, { country: 'sa' });
      expect(read.country).toBe('ae');
    });

    it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
      expectProblem(await send(app, 'GET', `${URL}/${UNKNOWN_ID}`), 404);
      expectInvalid(await send(app, 'GET', `${URL}/42`), 'path.applicationId');
    });
  });

  describe('GET /api/applications/public/credit-score/{id}', () => {
    it('is 0 before any answer', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      expect(await creditScore(app, started.applicationId)).toBe(0);
    });

    it.each([
      ['ae', 'Card'],
      ['ae', 'Loan'],
      ['sa', 'Card'],
      ['sa', 'Loan'],
    ] as const)('is 100 with the best answers (%s %s)', async (country, type) => {
      const started = await answeredApplication(app, country, type, best);
      expect(await creditScore(app, started.applicationId)).toBe(100);
    });

    it('is an integer between 0 and 100 with middling answers', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', worst);
      const score = await creditScore(app, started.applicationId);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThan(60);
    });

    it.each(['salary', 'employment', 'residency', 'age', 'obligations'])(
      'is 0 with a hard-stop answer on %s',
      async (topic) => {
        const started = await answeredApplication(app, 'ae', 'Card', hardStopOn(topic));
        expect(await creditScore(app, started.applicationId)).toBe(0);
      },
    );

    it('follows answers saved again', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', hardStopOn('age'));
      expect(await creditScore(app, started.applicationId)).toBe(0);
      await answerAll(app, started, best);
      expect(await creditScore(app, started.applicationId)).toBe(100);
      await answerAll(app, started, worst);
      expect(await creditScore(app, started.applicationId)).toBeLessThan(60);
    });

    it('answers 404 for an unknown application and 400 for a bad id', async () => {
      expectProblem(await send(app, 'GET', `${URL}/credit-score/${UNKNOWN_ID}`), 404);
      expectInvalid(await send(app, 'GET', `${URL}/credit-score/not-a-uuid`));
    });
  });

  describe('PUT /api/applications/public', () => {
    const put = (payload: unknown) => send(app, 'PUT', URL, { payload });
    const statusOf = async (applicationId: string) =>
      (await ok(app, 'GET', `${URL}/${applicationId}`)).status;

    it('submits a card application and answers the partner link and product name', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(started);
      const response = await put(submission(started, card.productId));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        applicationId: started.applicationId,
        status: 'Submitted',
        applicationType: 'Card',
        customer: { customerId: started.customerId, name: 'Layla Haddad' },
        product: {
          productId: card.productId,
          productName: card.productName,
          routingUrl: card.routingUrl,
        },
      });
      expect(response.json().product.routingUrl).toMatch(/^https:\/\//);
      expect(response.body).not.toContain('501234567');

      const read = await ok(app, 'GET', `${URL}/${started.applicationId}`);
      expect(read.status).toBe('Submitted');
      expect(read.product.productId).toBe(card.productId);
    });

    it('submits a loan application for one of its offers', async () => {
      const started = await answeredApplication(app, 'sa', 'Loan');
      const [offer]: Json[] = await ok(
        app,
        'GET',
        `/api/recommendations/public/loan/${started.applicationId}`,
      );
      const submitted = await ok(app, 'PUT', URL, {
        payload: submission(started, offer.productId),
      });
      expect(submitted.product).toMatchObject({
        productId: offer.productId,
        productName: offer.productName,
        routingUrl: offer.routingUrl,
      });
      expect(submitted.country).toBe('sa');
    });

    it('answers a repeated submission again (idempotent), and 409 for another product', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [first, second] = await cardsFor(started);
      const once = await put(submission(started, first.productId));
      expect(once.statusCode).toBe(200);
      const twice = await put(submission(started, first.productId));
      expect(twice.statusCode, twice.body).toBe(200);
      expect(twice.json()).toEqual(once.json());

      expectProblem(await put(submission(started, second.productId)), 409);
      expect((await ok(app, 'GET', `${URL}/${started.applicationId}`)).product.productId).toBe(
        first.productId,
      );
    });

    it('lets one of two products sent at once win, and answers 409 for the other', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [first, second] = await cardsFor(started);
      const products = [first.productId, second.productId, first.productId, second.productId];
      const responses = await Promise.all(
        products.map((productId) => put(submission(started, productId))),
      );
      const statuses = responses.map((r) => r.statusCode);
      const winner = products[statuses.indexOf(200)];
      expect(statuses).toEqual(products.map((id) => (id === winner ? 200 : 409)));
      const read = await ok(app, 'GET', `${URL}/${started.applicationId}`);
      expect(read.product.productId).toBe(winner);
    });

    it("answers 404 for someone else's customer id, and for an unknown application", async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(started);
      const other = await createCustomer(app);
      const body = submission(started, card.productId);
      expectProblem(await put({ ...body, customer: { customerId: other.customerId } }), 404);
      expectProblem(await put({ ...body, applicationId: UNKNOWN_ID }), 404);
      expect(await statusOf(started.applicationId)).toBe('Created');
    });

    it('refuses a product of the other country, the other type, or unknown with 422', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [saudiCard] = await productIdsOf('sa', 'Card');
      const [uaeLoan] = await productIdsOf('ae', 'Loan');
      for (const productId of [saudiCard!, uaeLoan!, 999_999]) {
        const body = expectProblem(await put(submission(started, productId)), 422);
        expect(body.detail).toContain('product');
      }
      expect(await statusOf(started.applicationId)).toBe('Created');
    });

    it("refuses status 'Created' in the body with 400", async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(started);
      expectInvalid(
        await put({ ...submission(started, card.productId), status: 'Created' }),
        'body.status',
      );
      expect(await statusOf(started.applicationId)).toBe('Created');
    });

    it('refuses a card for answers that score under 60 with 422', async () => {
      const eligible = await answeredApplication(app, 'ae', 'Card');
      const cards = await cardsFor(eligible);
      const started = await answeredApplication(app, 'ae', 'Card', worst);
      expect(await creditScore(app, started.applicationId)).toBeLessThan(60);
      // Even the card with the lowest salary floor is refused.
      const easiest = [...cards].sort((a, b) => a.minMonthlySalary - b.minMonthlySalary)[0];
      expectProblem(await put(submission(started, easiest.productId)), 422);
      expect(await statusOf(started.applicationId)).toBe('Created');
    });

    it('refuses a card for answers with a hard stop with 422', async () => {
      const eligible = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(eligible);
      const started = await answeredApplication(app, 'ae', 'Card', hardStopOn('residency'));
      expectProblem(await put(submission(started, card.productId)), 422);
      expect(await statusOf(started.applicationId)).toBe('Created');
    });

    it('submits a card once answers with a hard stop are answered again', async () => {
      const eligible = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(eligible);
      const started = await answeredApplication(app, 'ae', 'Card', hardStopOn('employment'));
      expectProblem(await put(submission(started, card.productId)), 422);
      await answerAll(app, started, best);
      expect((await put(submission(started, card.productId))).statusCode).toBe(200);
    });

    it('refuses a card before any answer with 422', async () => {
      const eligible = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(eligible);
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      expectProblem(await put(submission(started, card.productId)), 422);
    });

    it('refuses changes to answers, preferences and choices after submission with 409', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(started);
      await ok(app, 'PUT', URL, { payload: submission(started, card.productId) });

      const { applicationId } = started;
      const questions = await fetchQuestions(app, 'ae', 'Card');
      const answer = [
        {
          questionId: questions[0]!.questionId,
          applicationId,
          response: questions[0]!.options[1]!.optionId,
        },
      ];
      expectProblem(
        await send(app, 'POST', '/api/screenings/public/bulk', { payload: answer }),
        409,
      );
      expectProblem(
        await send(app, 'POST', '/api/recommendations/public', {
          payload: { applicationId, preferences: [{ featureId: featureIds[0], priority: 1 }] },
        }),
        409,
      );
      expectProblem(
        await send(app, 'POST', `/api/selected-features/public/${applicationId}`, {
          payload: [{ applicationId, featureId: featureIds[0] }],
        }),
        409,
      );
      expectProblem(
        await send(app, 'POST', `/api/product-recommendations/public/${applicationId}`, {
          payload: [{ applicationId, productId: card.productId }],
        }),
        409,
      );
      // The score still reads the answers given before submission.
      expect(await creditScore(app, applicationId)).toBe(100);
    });

    it('refuses a submission whose application type differs from the application', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(started);
      const response = await put({
        ...submission(started, card.productId),
        applicationType: 'Loan',
      });
      expectProblem(response, 422);
      expect(await statusOf(started.applicationId)).toBe('Created');
    });

    it('does not take the risk profile from the client', async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const [card] = await cardsFor(started);
      const submitted = await ok(app, 'PUT', URL, {
        payload: { ...submission(started, card.productId), clientRiskProfile: 'High' },
      });
      expect(submitted.clientRiskProfile).not.toBe('High');
    });
  });
});
