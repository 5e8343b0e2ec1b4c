// TRUST_PROXY (decision 0033): a hop count or the proxies' addresses, never `true`; the client's
// address is the right-most value no proxy of ours wrote, whatever the client put to its left;
// an address that is not one is kept in the audit log as unknown, and the entry is still written.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { expectProblem } from '../helpers/api.ts';
import { consoleCall, FAST_CONSOLE } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const freshIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('TRUST_PROXY', () => {
  it('refuses true, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let every caller choose its own address; write the number of proxies .*TRUST_PROXY=1.* or their addresses .*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it('takes a number of proxies or a list of their addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.10,fd00::/8' }).TRUST_PROXY).toEqual({
      proxies: ['10.0.0.0/8', '192.168.0.10', 'fd00::/8'],
    });
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.300', '11'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be/);
    },
  );
});

describe.each(databaseKinds)('behind one proxy, TRUST_PROXY=1 (%s)', (kind) => {
  const WRITES = 3;
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, {
      trustProxy: { hops: 1 },
      console: FAST_CONSOLE,
      rateLimits: { writesPerMinute: WRITES, mailPerHour: 2 },
    });
  });
  afterAll(() => app.close());

  const countryFor = async (forwardedFor: string) =>
    (
      await app.inject({ url: '/geoIp2/public', headers: { 'x-forwarded-for': forwardedFor } })
    ).json().countryCode;

  it('takes the address the proxy added, not the one the client wrote before it', async () => {
    expect(await countryFor('94.200.0.1')).toBe('ae');
    expect(await countryFor('94.200.0.1, 212.26.0.1')).toBe('sa');
  });

  it('lets no client-written X-Forwarded-For value choose its rate-limit key', async () => {
    const client = freshIp();
    const write = () =>
      app.inject({
        method: 'POST',
        url: '/api/customer-profiles/public',
        // A new left-most value each time, as a client trying to look like many would write.
        headers: { 'x-forwarded-for': `${freshIp()}, ${client}` },
        payload: { name: 'Omar Saleh', email: 'omar@example.com', mobileNumber: '+971501112233' },
      });
    for (let i = 0; i < WRITES; i++) expect((await write()).statusCode).toBe(201);
    expectProblem(await write(), 429);
  });

  it('keeps the audit entry of a failed sign-in whose forwarded address is not one, address unknown', async () => {
    const email = `nobody-${randomInt(1e9)}@mizan.example`;
    const failed = await consoleCall(app, 'POST', '/api/console/sessions', {
      payload: { email, password: 'not the password at all', code: '123456' },
      headers: { 'x-forwarded-for': 'not-an-address' },
    });
    expectProblem(failed, 401);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.actorEmail, email));
    expect(entries).toMatchObject([{ action: 'session.signInFailed', ip: null }]);
  });
});

describe('behind proxies named by address', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { trustProxy: { proxies: ['10.0.0.0/8'] } });
  });
  afterAll(() => app.close());

  const countryFrom = async (remoteAddress: string, forwardedFor: string) =>
    (
      await app.inject({
        url: '/geoIp2/public',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).json().countryCode;

  it('takes the right-most address that is not one of them', async () => {
    expect(await countryFrom('10.0.0.2', '94.200.0.1, 212.26.0.1, 10.3.0.1')).toBe('sa');
  });

  it('ignores X-Forwarded-For from a caller that is not one of them', async () => {
    expect(await countryFrom('212.26.0.1', '94.200.0.1')).toBe('sa');
  });
});
