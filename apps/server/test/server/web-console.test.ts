// The operator console's page (issue 22): its own build in dist/console, one page for every path
// under /console, never stored, never framed, under the site's strict policy.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';

describe('the console page', () => {
  let app: App;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mizan-web-'));
    mkdirSync(path.join(root, 'console', 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Mizan</title>');
    writeFileSync(
      path.join(root, 'console', 'index.html'),
      '<!doctype html><title>Console</title>',
    );
    writeFileSync(path.join(root, 'console', 'assets', 'console-abc123.js'), 'void 0');
    app = await buildTestApp('pglite', { webRoot: root });
  });
  afterAll(() => app.close());

  it.each([
    '/console',
    '/console/',
    '/console/sign-in',
    '/console/setup?token=abc',
    '/console/leads/3f6c2a50-0000-4000-8000-000000000000',
    '/console/index.html',
  ])('answers %s with the console page, not stored, not framed, strict policy', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Console</title>');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves its hashed assets, and 404s a missing one', async () => {
    const asset = await app.inject('/console/assets/console-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/console/assets/console-gone.js')).statusCode).toBe(404);
  });

  it('leaves the public pages and paths that only start alike to the site', async () => {
    for (const url of ['/', '/consoles', '/help-and-support']) {
      const response = await app.inject(url);
      expect(response.body).toContain('<title>Mizan</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
