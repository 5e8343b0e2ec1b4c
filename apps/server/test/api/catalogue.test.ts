// The public catalogue reads: card feature groups (GET /api/productFeatures/public) and the
// promotional banners (GET /api/banners/public), banner 2 being the product step's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@mizan/contracts';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { ok, send, type Json } from '../helpers/api.ts';

describe.each(databaseKinds)('catalogue (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const expectFeature = (feature: Json) =>
    expect(feature).toMatchObject({
      featureId: expect.any(Number),
      featureName: expect.stringMatching(/\S/),
      imageUrl: expect.stringMatching(/^[a-z0-9-]+\.(svg|png|webp|jpg)$/),
      active: 'Y',
    });

  describe('GET /api/productFeatures/public', () => {
    it('lists at least 6 active card feature groups with at least 20 sub-features', async () => {
      const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
      expect(groups.length).toBeGreaterThanOrEqual(6);
      for (const group of groups) {
        expectFeature(group);
        expect(group.productType).toBe('Card');
        expect(group.subFeatures.length).toBeGreaterThan(0);
        for (const sub of group.subFeatures) expectFeature(sub);
      }
      const subFeatures = groups.flatMap((g) => g.subFeatures);
      expect(subFeatures.length).toBeGreaterThanOrEqual(20);

      const ids = [...groups, ...subFeatures].map((f) => f.featureId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('names cashback and reward points groups (mutually exclusive on a card)', async () => {
      const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
      const names = groups.map((g) => g.featureName);
      expect(names.some((n) => /cashback/i.test(n))).toBe(true);
      expect(names.some((n) => /reward|points/i.test(n))).toBe(true);
    });

    it('is the same list whatever the country', async () => {
      expect(await ok(app, 'GET', '/api/productFeatures/public', { country: 'sa' })).toEqual(
        await ok(app, 'GET', '/api/productFeatures/public', { country: 'ae' }),
      );
    });
  });

  describe('GET /api/banners/public', () => {
    it.each(COUNTRIES)('lists banner 2 with its texts and links (%s)', async (country) => {
      const banners: Json[] = await ok(app, 'GET', '/api/banners/public', { country });
      const banner = banners.find((b) => b.id === 2);
      expect(banner).toEqual({
        id: 2,
        title: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        imageUrl: expect.stringMatching(/\S/),
        routingUrl: expect.stringMatching(/^https:\/\//),
      });
      for (const other of banners) {
        expect(Object.keys(other).sort()).toEqual([
          'description',
          'id',
          'imageUrl',
          'routingUrl',
          'title',
        ]);
      }
    });

    it("serves banner 2's image", async () => {
      const banners: Json[] = await ok(app, 'GET', '/api/banners/public');
      const banner = banners.find((b) => b.id === 2);
      const image = await send(app, 'GET', `/api/images/public/banner/${banner.imageUrl}`);
      expect(image.statusCode).toBe(200);
    });

    it('refuses an unsupported country with 400', async () => {
      const response = await app.inject({
        url: '/api/banners/public',
        headers: { 'x-country-key': 'pk' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });
  });
});
