import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setApiCountry } from './api-client.ts';

function mockFetch(response: () => Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = response();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiCountry(undefined);
});

describe('the API client', () => {
  it('sends the upper-cased country in X-Country-Key, but not for pk', async () => {
    const fetchMock = mockFetch(() => Response.json([]));
    setApiCountry('sa');
    await apiRequest('/api/banners/public');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { 'X-Country-Key': 'SA' } });
    setApiCountry('pk');
    await apiRequest('/api/banners/public');
    expect(JSON.stringify(fetchMock.mock.calls[1]![1])).not.toContain('X-Country-Key');
  });

  it('turns problem details into an error with the title and detail', async () => {
    mockFetch(() =>
      Response.json(
        { title: 'Invalid promo code', detail: "promoCode: 'x' is not valid", status: 422 },
        { status: 422 },
      ),
    );
    const error = await apiRequest('/api/customer-profiles/public', {
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem?.title).toBe('Invalid promo code');
    expect((error as ApiError).summary).toBe('Server error: 422');
  });

  it('says when there was no response', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    const error = (await apiRequest('/api/banners/public').catch((e: unknown) => e)) as ApiError;
    expect(error.summary).toBe('No response from server');
  });
});
