import { describe, expect, it } from 'vitest';
import { json, networkDown, problem, stubApi } from '../testing/api.ts';
import { ApiError, apiRequest } from './api-client.ts';

describe('the API client', () => {
  it('sends the upper-cased country it is given in X-Country-Key, none for pk or none', async () => {
    const api = stubApi({ 'GET /api/banners/public': [] });
    await apiRequest('/api/banners/public', { country: 'sa' });
    await apiRequest('/api/banners/public', { country: 'ae' });
    await apiRequest('/api/banners/public', { country: undefined });
    expect(api.log.map((call) => call.country)).toEqual(['SA', 'AE', undefined]);
  });

  it('sends the body as JSON and reads the JSON answer', async () => {
    const api = stubApi({ 'POST /api/screenings/public/bulk': () => json([{ id: 1 }], 201) });
    const answer = await apiRequest('/api/screenings/public/bulk', {
      country: 'ae',
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
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem?.title).toBe('Invalid promo code');
    expect((error as ApiError).summary).toBe('Server error: 422');
  });

  it('says when there was no response', async () => {
    stubApi({ 'GET /api/banners/public': networkDown() });
    const error = (await apiRequest('/api/banners/public', { country: 'ae' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.summary).toBe('No response from server');
  });
});
