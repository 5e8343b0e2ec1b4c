import { describe, expect, it } from 'vitest';
import { json, networkDown, problem, stubApi } from '../testing/api.ts';
import { ApiError, apiRequest } from './api-client.ts';

describe('the API client', () => {
  it('sends the upper-cased country it is given in X-Country-Key, none for pk or none', async () => {
    const api = stubApi({ 'GET /api/banners/public': [] });
    await apiRequest('/api/banners/public', { country: 'sa', language: 'en' });
    await apiRequest('/api/banners/public', { country: 'ae', language: 'en' });
    await apiRequest('/api/banners/public', { country: undefined, language: 'en' });
    expect(api.log.map((call) => call.country)).toEqual(['SA', 'AE', undefined]);
  });

  it('asks in the language it is given (Accept-Language), on reads and writes alike', async () => {
    const api = stubApi({
      'GET /api/banners/public': [],
      'POST /api/screenings/public/bulk': () => json([], 201),
    });
    await apiRequest('/api/banners/public', { country: 'ae', language: 'ar' });
    await apiRequest('/api/banners/public', { country: 'ae', language: 'en' });
    await apiRequest('/api/screenings/public/bulk', {
      country: 'sa',
      language: 'ar',
      method: 'POST',
      body: [],
    });
    expect(api.log.map((call) => call.language)).toEqual(['ar', 'en', 'ar']);
  });

  it('sends the body as JSON and reads the JSON answer', async () => {
    const api = stubApi({ 'POST /api/screenings/public/bulk': () => json([{ id: 1 }], 201) });
    const answer = await apiRequest('/api/screenings/public/bulk', {
      country: 'ae',
      language: 'en',
      method: 'POST',
      body: [{ questionId: 1 }],
    });
    expect(answer).toEqual([{ id: 1 }]);
    expect(api.log[0]?.body).toEqual([{ questionId: 1 }]);
  });

  it('turns problem details into an error with the title and detail', async () => {
    stubApi({
      'POST /api/customer-profiles/public': () =>
        problem(422, 'Invalid promo code', "promoCode: 'x' is not valid"),
    });
    const error = await apiRequest('/api/customer-profiles/public', {
      country: 'ae',
      language: 'en',
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem?.title).toBe('Invalid promo code');
    expect((error as ApiError).summary).toBe('Server error: 422');
  });

  it('says when there was no response', async () => {
    stubApi({ 'GET /api/banners/public': networkDown() });
    const error = (await apiRequest('/api/banners/public', { country: 'ae', language: 'en' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.summary).toBe('No response from server');
  });
});
