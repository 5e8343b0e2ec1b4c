// The built web app served by the API server: client routes, caching, and what stays the API's.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';

describe('the web app', () => {
  let app: App;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mizan-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Mizan</title>');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestApp('pglite', { webRoot: root });
  });
  afterAll(() => app.close());

  it.each(['/', '/help-and-support', '/terms-of-service', '/congratulations', '/no/such/page'])(
    'answers the client route %s with the page, revalidated on every visit',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Mizan</title>');
      // A page gets the document policy: scripts from this origin only, never inline.
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing script chunk with 404, not the page', async () => {
    const response = await app.inject('/assets/index-gone.js');
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as API 404s', async () => {
    for (const url of ['/api/nothing', '/geoIp2/other']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await app.inject('/api/banners/public')).statusCode).toBe(200);
  });
});
