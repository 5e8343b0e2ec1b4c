// Per-IP limits on writes and a tighter one on mail, in memory or shared through Redis.
import { randomInt } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const LIMITS = { writesPerMinute: 3, mailPerHour: 2, calculationsPerMinute: 12 };

/** A documentation-range address no earlier run used (Redis keeps counters for the window). */
const freshIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

const write = (app: App, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/customer-profiles/public',
    headers: { 'x-forwarded-for': ip },
    payload: { name: 'Omar Saleh', email: 'omar@example.com', mobileNumber: '+971501112233' },
  });

/** A new address's writes, all taken, then the one over the limit: 429 with Retry-After. */
async function writeUntilLimited(app: App) {
  const ip = freshIp();
  for (let i = 0; i < LIMITS.writesPerMinute; i++)
    expect((await write(app, ip)).statusCode).toBe(201);
  const limited = await write(app, ip);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  return limited;
}

const supportRequest = (app: App, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/support-requests/public',
    headers: { 'x-forwarded-for': ip },
    payload: {
      fullName: 'Omar Saleh',
      email: 'omar@example.com',
      message: 'Hello',
      agreeToTerms: true,
    },
  });

describe('rate limits in memory', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { trustProxy: { hops: 1 }, rateLimits: LIMITS });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After once an address has used its writes, and stores nothing more', async () => {
    const limited = await writeUntilLimited(app);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too many requests' });
  });

  it('counts each address on its own and leaves reads alone', async () => {
    const ip = freshIp();
    for (let i = 0; i <= LIMITS.writesPerMinute; i++) await write(app, ip);
    expect((await write(app, freshIp())).statusCode).toBe(201);
    for (let i = 0; i < 20; i++) {
      const read = await app.inject({
        url: '/api/banners/public',
        headers: { 'x-forwarded-for': ip },
      });
      expect(read.statusCode).toBe(200);
    }
  });

  it('lets the count call, a read sent as POST, through after the writes are used up', async () => {
    const ip = freshIp();
    for (let i = 0; i <= LIMITS.writesPerMinute; i++) await write(app, ip);
    for (let i = 0; i < 10; i++) {
      const count = await app.inject({
        method: 'POST',
        url: '/api/recommendations/public/count',
        headers: { 'x-forwarded-for': ip },
        payload: { applicationId: '00000000-0000-4000-8000-000000000000', preferences: [] },
      });
      // Not limited: it goes on to be checked (the application does not exist).
      expect(count.statusCode).toBe(404);
    }
  });

  it('holds the calculations (count, value estimates, quote, compare) to a limit of their own', async () => {
    const unknownApplication = '00000000-0000-4000-8000-000000000000';
    const calculations = [
      {
        method: 'POST',
        url: '/api/recommendations/public/count',
        payload: { applicationId: unknownApplication, preferences: [] },
      },
      { method: 'POST', url: '/api/products/public/value-estimates', payload: {} },
      { method: 'GET', url: `/api/recommendations/public/loan/${unknownApplication}/quote` },
      { method: 'GET', url: '/api/products/public/compare?productIds=1,2' },
    ] as const;
    const calculate = (ip: string, index: number) =>
      app.inject({
        ...calculations[index % calculations.length]!,
        headers: { 'x-forwarded-for': ip },
      });
    const ip = freshIp();
    for (let i = 0; i < LIMITS.calculationsPerMinute; i++) {
      expect((await calculate(ip, i)).statusCode).not.toBe(429);
    }
    for (let i = 0; i < calculations.length; i++) {
      const limited = await calculate(ip, i);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another visitor is not held back, and neither are this one's writes.
    expect((await calculate(freshIp(), 0)).statusCode).not.toBe(429);
    expect((await write(app, ip)).statusCode).toBe(201);
  });

  it('holds anything that sends mail to a tighter limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.mailPerHour; i++)
      expect((await supportRequest(app, ip)).statusCode).toBe(201);
    expect((await supportRequest(app, ip)).statusCode).toBe(429);
  });
});

describe('rate limits shared through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: App;
  let second: App;
  beforeAll(async () => {
    const options = { trustProxy: { hops: 1 }, rateLimits: LIMITS, redisUrl };
    first = await buildTestApp('pglite', options);
    second = await buildTestApp('pglite', options);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts an address across server processes', async () => {
    const ip = freshIp();
    expect((await write(first, ip)).statusCode).toBe(201);
    expect((await write(second, ip)).statusCode).toBe(201);
    expect((await write(first, ip)).statusCode).toBe(201);
    expect((await write(second, ip)).statusCode).toBe(429);
  });
});

describe('rate limits with Redis down', () => {
  let app: App;
  let deadRedis: Server;
  beforeAll(async () => {
    // A Redis that is down: the port takes connections and closes them at once.
    deadRedis = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => deadRedis.listen(0, '127.0.0.1', resolve));
    const { port } = deadRedis.address() as AddressInfo;
    app = await buildTestApp('pglite', {
      trustProxy: { hops: 1 },
      rateLimits: LIMITS,
      redisUrl: `redis://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app.close();
    deadRedis.close();
  });

  it('counts in the process instead, and still answers 429', async () => {
    await writeUntilLimited(app);
  });
});
