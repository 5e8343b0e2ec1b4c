// Problem details in the request's language (issue 13): titles, details and field messages in
// Arabic for Accept-Language: ar, from the schemas' rules, zod's own checks, the services'
// rules, the router, the not-found handler and the rate limiter. Field names stay the API's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { waitText } from '../../src/plugins/rate-limits.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  UNKNOWN_ID,
  answeredApplication,
  expectProblem,
  send,
  validProfile,
  type Json,
  type Profile,
} from '../helpers/api.ts';

const ARABIC = /[\u0621-\u064a]/;

/** Problem details whose every text is Arabic; answers the body. */
function expectArabicProblem(body: Json) {
  expect(body.title).toMatch(ARABIC);
  expect(body.detail).toMatch(ARABIC);
  for (const error of body.errors ?? []) expect(error.message, error.field).toMatch(ARABIC);
  return body;
}

describe.each(databaseKinds)('problem details in Arabic (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const arabic = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    send(app, method, url, { country: 'ae', language: 'ar', payload });

  it("gives the schemas' messages in Arabic, field names unchanged", async () => {
    const payload = { ...validProfile(), name: 'Layla 99', email: 'not-an-email' };
    const body = expectArabicProblem(
      expectProblem(await arabic('POST', '/api/customer-profiles/public', payload), 400),
    );
    expect(body.title).toBe('طلب غير صالح');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'يجب أن يقتصر على الحروف والمسافات' },
        { field: 'body.email', message: 'يجب أن يكون عنوان بريد إلكتروني صحيحاً' },
      ]),
    );
    // The same request in English: the schemas' own texts, as before.
    const english = expectProblem(
      await send(app, 'POST', '/api/customer-profiles/public', { country: 'ae', payload }),
      400,
    );
    expect(english.title).toBe('Invalid request');
    expect(english.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'may contain letters and spaces only' },
      ]),
    );
  });

  it("says zod's own checks in Arabic: a range, a missing field, an unknown key", async () => {
    const started = await answeredApplication(app, 'ae', 'Card');
    const page = expectArabicProblem(
      expectProblem(
        await arabic('GET', `/api/recommendations/public/${started.applicationId}/filter?page=-1`),
        400,
      ),
    );
    expect(page.errors).toEqual([{ field: 'query.page', message: 'يجب ألا يقل عن 0' }]);

    const withoutEmail: Partial<Profile> = validProfile();
    delete withoutEmail.email;
    const missing = expectArabicProblem(
      expectProblem(
        await arabic('POST', '/api/customer-profiles/public', { ...withoutEmail, extra: 1 }),
        400,
      ),
    );
    expect(missing.errors).toEqual(
      expect.arrayContaining([{ field: 'body.email', message: 'مطلوب' }]),
    );
    expect(missing.errors.map((e: Json) => e.message)).toContain('حقل غير متوقع: extra');
  });

  it("gives the services' rules in Arabic: promo code, unknown application, wrong type", async () => {
    const promo = expectArabicProblem(
      expectProblem(
        await arabic('POST', '/api/customer-profiles/public', {
          ...validProfile(),
          promoCode: '9-9-nowhere',
        }),
        422,
      ),
    );
    expect(promo.title).toBe('رمز ترويجي غير صالح');
    expect(promo.errors[0].field).toBe('body.promoCode');

    const missing = expectArabicProblem(
      expectProblem(await arabic('GET', `/api/applications/public/${UNKNOWN_ID}`), 404),
    );
    expect(missing.title).toBe('الطلب غير موجود');
    expect(missing.detail).toContain(UNKNOWN_ID);

    // A KSA loan application asked for cards: the loan is named as Saudi banks name it.
    const loan = await answeredApplication(app, 'sa', 'Loan');
    const wrongType = expectArabicProblem(
      expectProblem(
        await send(app, 'POST', '/api/recommendations/public/count', {
          country: 'sa',
          language: 'ar',
          payload: { applicationId: loan.applicationId, preferences: [] },
        }),
        422,
      ),
    );
    expect(wrongType.detail).toContain('تمويل شخصي');
    expect(wrongType.detail).toContain('البطاقات الائتمانية');
  });

  it('refuses an unknown address, a bad country and a bad path in Arabic', async () => {
    const nowhere = expectArabicProblem(expectProblem(await arabic('GET', '/api/nowhere'), 404));
    expect(nowhere.title).toBe('غير موجود');

    const country = await app.inject({
      url: '/api/banners/public',
      headers: { 'x-country-key': 'FR', 'accept-language': 'ar' },
    });
    expect(expectArabicProblem(expectProblem(country, 400)).errors).toEqual([
      { field: 'header.x-country-key', message: 'يجب أن تكون AE أو SA' },
    ]);

    const badPath = expectProblem(await arabic('GET', '/api/applications/public/%zz'), 400);
    expect(badPath.title).toBe('طلب غير صالح');
    expect(badPath.detail).toMatch(ARABIC);
  });
});

describe('the rate limiter in Arabic', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { rateLimits: { writesPerMinute: 1, mailPerHour: 1 } });
  });
  afterAll(() => app.close());

  it('answers 429 in the language of the request', async () => {
    const write = (language: 'ar' | 'en') =>
      send(app, 'POST', '/api/customer-profiles/public', {
        country: 'ae',
        language,
        payload: validProfile(),
      });
    expect((await write('en')).statusCode).toBe(201);
    const arabic = expectArabicProblem(expectProblem(await write('ar'), 429));
    expect(arabic.title).toBe('طلبات كثيرة جداً');
    expect(arabic.detail).toMatch(/(ثانية|ثوانٍ|ثانيتين|دقيقة)/);
    const english = expectProblem(await write('en'), 429);
    expect(english.title).toBe('Too many requests');
  });

  it('counts the wait in Arabic words', () => {
    const arabicWait = (milliseconds: number) => waitText(milliseconds, 'ar');
    expect(arabicWait(1_000)).toBe('ثانية واحدة');
    expect(arabicWait(2_000)).toBe('ثانيتين');
    expect(arabicWait(5_000)).toBe('5 ثوانٍ');
    expect(arabicWait(45_000)).toBe('45 ثانية');
    expect(arabicWait(60_000)).toBe('دقيقة واحدة');
    expect(arabicWait(119_000)).toBe('دقيقتين');
    expect(arabicWait(10 * 60_000)).toBe('10 دقائق');
    expect(arabicWait(59 * 60_000)).toBe('59 دقيقة');
  });

  it('counts the wait in English, rounded up like Retry-After', () => {
    expect(waitText(1_000, 'en')).toBe('1 second');
    expect(waitText(45_000, 'en')).toBe('45 seconds');
    expect(waitText(60_000, 'en')).toBe('1 minute');
    expect(waitText(61_000, 'en')).toBe('2 minutes');
  });
});
