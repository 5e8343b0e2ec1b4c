import { describe, expect, it } from 'vitest';
import { json, networkDown, problem, stubApi } from '../testing/api.ts';
import { ApiError, callApi } from './api-client.ts';
import { ContractBreach } from './check-answer.ts';

const BANNER = {
  id: 2,
  title: 'AED 200 bonus',
  description: 'On any approved card',
  imageUrl: 'aed-200-bonus.svg',
  routingUrl: 'https://example.com',
};
const SAVED = {
  screeningId: '7f1c6f4e-2a44-4c8e-9a51-3c0f1d2b8e10',
  questionId: 1,
  applicationId: '0b6f4f2e-1c3a-4d5b-8e9f-1a2b3c4d5e6f',
  response: 2,
};

describe('the API client', () => {
  it('sends the upper-cased country it is given in X-Country-Key, none for pk or none', async () => {
    const api = stubApi({ 'GET /api/banners/public': [] });
    await callApi('getBanners', { country: 'sa', language: 'en' });
    await callApi('getBanners', { country: 'ae', language: 'en' });
    await callApi('getBanners', { country: undefined, language: 'en' });
    expect(api.log.map((call) => call.country)).toEqual(['SA', 'AE', undefined]);
  });

  it('asks in the language it is given (Accept-Language), on reads and writes alike', async () => {
    const api = stubApi({
      'GET /api/banners/public': [],
      'POST /api/screenings/public/bulk': [],
    });
    await callApi('getBanners', { country: 'ae', language: 'ar' });
    await callApi('getBanners', { country: 'ae', language: 'en' });
    await callApi('saveScreenings', { country: 'sa', language: 'ar' }, { body: [] });
    expect(api.log.map((call) => call.language)).toEqual(['ar', 'en', 'ar']);
  });

  it("fills the path's parameters and writes the query, lists comma-joined", async () => {
    const api = stubApi({
      'GET /api/recommendations/public/0b6f4f2e-1c3a-4d5b-8e9f-1a2b3c4d5e6f/filter': {
        content: [],
        empty: true,
        number: 0,
        size: 10,
        totalElements: 0,
        totalPages: 0,
        last: true,
      },
    });
    await callApi(
      'getCardPage',
      { country: 'ae', language: 'en' },
      {
        params: { applicationId: SAVED.applicationId },
        query: { page: 0, size: 10, preferences: [12, 7], islamicOnly: true, order: undefined },
      },
    );
    expect(Object.fromEntries(api.log[0]!.query)).toEqual({
      page: '0',
      size: '10',
      preferences: '12,7',
      islamicOnly: 'true',
    });
  });

  it('sends the body as JSON with its method and reads the JSON answer', async () => {
    const api = stubApi({ 'POST /api/screenings/public/bulk': [SAVED] });
    const answer = await callApi(
      'saveScreenings',
      { country: 'ae', language: 'en' },
      {
        body: [
          {
            questionId: 1,
            applicationId: SAVED.applicationId,
            response: 2,
            screeningId: null,
          },
        ],
      },
    );
    expect(answer).toEqual([SAVED]);
    expect(api.log[0]).toMatchObject({ method: 'POST', body: [{ questionId: 1, response: 2 }] });
  });

  it('turns problem details into an error with the status and the problem', async () => {
    stubApi({
      'POST /api/customer-profiles/public': () =>
        problem(422, 'Invalid promo code', "promoCode: 'x' is not valid"),
    });
    const error = await callApi(
      'createCustomerProfile',
      { country: 'ae', language: 'en' },
      { body: { name: 'Layla', email: 'layla@example.com', mobileNumber: '+971501234567' } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ failure: 'answer', status: 422 });
    expect((error as ApiError).problem?.title).toBe('Invalid promo code');
  });

  it('says when there was no response', async () => {
    stubApi({ 'GET /api/banners/public': networkDown() });
    const error = await callApi('getBanners', { country: 'ae', language: 'en' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ failure: 'no-response', status: undefined });
  });

  describe('in development and tests, against the route table', () => {
    it('takes an answer its schema allows', async () => {
      stubApi({ 'GET /api/banners/public': [BANNER] });
      expect(await callApi('getBanners', { country: 'ae', language: 'en' })).toEqual([BANNER]);
    });

    it('refuses an answer its schema does not (a field missing, a wrong type)', async () => {
      stubApi({ 'GET /api/banners/public': [{ ...BANNER, id: '2', routingUrl: undefined }] });
      const error = await callApi('getBanners', { country: 'ae', language: 'en' }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ContractBreach);
      expect((error as Error).message).toMatch(/getBanners answered 200/);
      expect((error as Error).message).toMatch(/routingUrl/);
    });

    it('refuses a success status the call does not declare, and a problem that is not one', async () => {
      stubApi({ 'GET /api/banners/public': () => json([BANNER], 201) });
      await expect(callApi('getBanners', { country: 'ae', language: 'en' })).rejects.toThrow(
        'getBanners answered 201, which the route table does not declare',
      );
      stubApi({ 'GET /api/banners/public': () => json({ error: 'nope' }, 500) });
      await expect(callApi('getBanners', { country: 'ae', language: 'en' })).rejects.toThrow(
        ContractBreach,
      );
    });
  });
});
