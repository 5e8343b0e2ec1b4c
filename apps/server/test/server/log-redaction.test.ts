// No email address, phone number or name ever appears in a log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { keptLogLines } from '../helpers/log-lines.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { UUID_V4 } from '../helpers/api.ts';

const NAME = 'Zainab Qureshi';
const EMAIL = 'zainab.qureshi@example.org';
const PHONE = '+971509876543';

describe('logs', () => {
  const { lines, stream } = keptLogLines();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { logger: { level: 'debug', stream } });
  });
  afterAll(() => app.close());

  it('carry request ids but none of the personal data a journey sends', async () => {
    const headers = { 'x-country-key': 'AE' };
    const profile = { name: NAME, email: EMAIL, mobileNumber: PHONE };
    const customer = (
      await app.inject({
        method: 'POST',
        url: '/api/customer-profiles/public',
        headers,
        payload: profile,
      })
    ).json();
    // Failing calls too: an unknown promo code, a malformed email, a broken body.
    await app.inject({
      method: 'POST',
      url: '/api/customer-profiles/public',
      headers,
      payload: { ...profile, promoCode: '9-9-unknown' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/customer-profiles/public',
      headers,
      payload: { ...profile, email: `${NAME} <${EMAIL}>` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/customer-profiles/public',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"name":"${NAME}","email":"${EMAIL}",`,
    });
    const application = (
      await app.inject({
        method: 'POST',
        url: '/api/applications/public',
        headers,
        payload: {
          customer: { customerId: customer.customerId },
          location: { locationId: 1 },
          applicationType: 'Card',
          status: 'Created',
        },
      })
    ).json();
    await app.inject(`/api/applications/public/${application.applicationId}`);
    await app.inject({
      method: 'POST',
      url: '/api/support-requests/public',
      payload: { fullName: NAME, email: EMAIL, message: `Call me on ${PHONE}`, agreeToTerms: true },
    });
    await app.inject({
      method: 'POST',
      url: '/api/email/public',
      payload: { to: EMAIL, subject: 'x', body: NAME },
    });
    await app.queue.drain();

    expect(lines.length).toBeGreaterThan(10);
    // Every line about a request (received, answered, rejected, failed) names it by its id.
    const requestLines = lines.filter((line) => line.reqId);
    expect(requestLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'request rejected']),
    );
    for (const line of lines) {
      if (line.req || line.res) expect(line.reqId).toMatch(UUID_V4);
    }
    const all = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain('zainab');
    expect(all).not.toContain('Zainab');
    expect(all).not.toContain('Qureshi');
    expect(all).not.toContain('509876543');
  });
});
