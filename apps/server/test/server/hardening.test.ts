// What makes a public anonymous API safe to put on the internet: health, headers, CORS,
// OpenAPI, geo lookup and its proxy trust.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildApp } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { createTestDatabase, databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('a server that holds up (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('reports healthy while its database answers', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('reports 503 when its database cannot serve', async () => {
    const database = await createTestDatabase(kind);
    const broken = await buildApp({ database, closeDatabase: false, rateLimits: false });
    await database.close();
    const response = await broken.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await broken.close();
  });

  it('sends security headers on every answer', async () => {
    for (const url of ['/api/banners/public', '/api/nowhere', '/geoIp2/public']) {
      const { headers } = await app.inject(url);
      // Data, never a page: opened as one, it may load and run nothing at all.
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('serves SVG images sandboxed and never framed', async () => {
    const [banner] = (await app.inject('/api/banners/public')).json();
    const [feature] = (await app.inject('/api/productFeatures/public')).json();
    for (const url of [
      '/api/products/public/image/1',
      `/api/images/public/banner/${banner.imageUrl}`,
      `/api/images/public/${feature.imageUrl}`,
    ]) {
      const { statusCode, headers } = await app.inject(url);
      expect(statusCode, url).toBe(200);
      expect(headers['content-type']).toBe('image/svg+xml');
      const policy = String(headers['content-security-policy']).split(/;\s*/);
      expect(policy).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
      expect(policy).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps CORS closed by default', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/customer-profiles/public',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document built from the contracts, and browsable docs', async () => {
    const document = (await app.inject('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/customer-profiles/public',
      '/api/applications/public',
      '/api/recommendations/public/{applicationId}/filter',
      '/api/support-requests/public',
      '/geoIp2/public',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const body = document.paths['/api/customer-profiles/public'].post.requestBody;
    expect(JSON.stringify(body)).toContain('mobileNumber');
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('answers unknown for loopback and private callers, and ignores X-Forwarded-For by default', async () => {
    const loopback = await app.inject({ url: '/geoIp2/public', remoteAddress: '127.0.0.1' });
    expect(loopback.json()).toEqual({ countryCode: 'unknown' });
    const spoofed = await app.inject({
      url: '/geoIp2/public',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '94.200.0.1' },
    });
    expect(spoofed.json()).toEqual({ countryCode: 'unknown' });
    const direct = await app.inject({ url: '/geoIp2/public', remoteAddress: '212.26.0.1' });
    expect(direct.json()).toEqual({ countryCode: 'sa' });
    expect(direct.headers['cache-control']).toContain('no-store');
  });
});

describe('configured for a proxy and a partner origin', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', {
      trustProxy: { hops: 1 },
      corsOrigins: ['https://partner.example'],
    });
  });
  afterAll(() => app.close());

  it.each([
    ['94.200.0.1', 'ae'],
    ['212.26.0.1', 'sa'],
    ['8.8.8.8', 'us'],
    ['192.168.1.20', 'unknown'],
    ['::1', 'unknown'],
  ])('looks up the forwarded client %s as %s, offline', async (ip, country) => {
    const response = await app.inject({
      url: '/geoIp2/public',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.json()).toEqual({ countryCode: country });
  });

  it('allows the configured origin only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/customer-profiles/public',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect(
      (await preflight('https://partner.example')).headers['access-control-allow-origin'],
    ).toBe('https://partner.example');
    expect(
      (await preflight('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
