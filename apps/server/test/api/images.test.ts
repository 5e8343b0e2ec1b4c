// Images served by the API: card art, feature icons, banners; caching and no way out of the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('images (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('serves every product image as SVG with an ETag and long-lived caching', async () => {
    const features = (await app.inject('/api/productFeatures/public')).json();
    const page = await app.inject('/api/products/public/image/1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/svg+xml');
    expect(page.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(page.headers.etag).toMatch(/^".+"$/);
    expect(page.body).toContain('<svg');

    const icon = await app.inject(`/api/images/public/${features[0].imageUrl}`);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('serves the banner images named by the banners call', async () => {
    const banners = (await app.inject('/api/banners/public')).json();
    for (const banner of banners) {
      const image = await app.inject(`/api/images/public/banner/${banner.imageUrl}`);
      expect(image.statusCode, banner.imageUrl).toBe(200);
    }
  });

  it('answers 304 when the browser already has the image', async () => {
    const first = await app.inject('/api/products/public/image/1');
    const again = await app.inject({
      url: '/api/products/public/image/1',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for unknown images and products', async () => {
    expect((await app.inject('/api/images/public/no-such-icon.svg')).statusCode).toBe(404);
    expect((await app.inject('/api/images/public/banner/no-such.svg')).statusCode).toBe(404);
    expect((await app.inject('/api/products/public/image/999999')).statusCode).toBe(404);
  });

  it.each([
    '/api/images/public/..%2F..%2Fpackage.json',
    '/api/images/public/%2e%2e%2fsrc%2fapp.ts',
    '/api/images/public/banner/..%252F..%252Fpackage.json',
    '/api/images/public/.env',
    '/api/images/public/banner/%00.svg',
    '/api/products/public/image/..%2F1',
    '/api/products/public/image/-1',
  ])('refuses a path that tries to leave the store: %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
