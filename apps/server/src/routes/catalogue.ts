import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BannerSchema, FeatureSchema } from '@mizan/contracts';
import type { CatalogueFeature } from '../services/catalogue.ts';
import { problemResponses } from './problem-responses.ts';

const featureView = (feature: CatalogueFeature) => ({
  featureId: feature.id,
  featureName: feature.name,
  imageUrl: feature.image,
  active: feature.active ? ('Y' as const) : ('N' as const),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/productFeatures/public',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Card feature groups with their sub-features',
        response: { 200: z.array(FeatureSchema), ...problemResponses },
      },
    },
    async () => {
      const catalogue = await app.catalogue.get();
      return catalogue.featureGroups.map(({ group, subFeatures }) => ({
        ...featureView(group),
        productType: group.productType,
        subFeatures: subFeatures.map(featureView),
      }));
    },
  );

  app.get(
    '/api/banners/public',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Promotional banners for the visitor's country",
        response: { 200: z.array(BannerSchema), ...problemResponses },
      },
    },
    async (request) => {
      const catalogue = await app.catalogue.get();
      return catalogue.banners(request.country).map((banner) => ({
        id: banner.id,
        title: banner.title,
        description: banner.description,
        imageUrl: banner.image,
        routingUrl: banner.routingUrl,
      }));
    },
  );
};

export default routes;
