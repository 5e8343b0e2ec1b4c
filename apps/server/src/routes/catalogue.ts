import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BannerSchema, FeatureSchema, type Language } from '@mizan/contracts';
import type { CatalogueFeature } from '../services/catalogue.ts';
import { problemResponses } from './problem-responses.ts';

const featureView = (feature: CatalogueFeature, language: Language) => ({
  featureId: feature.id,
  featureName: feature.name[language],
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
    async (request) => {
      const catalogue = await app.catalogue.get();
      const { language } = request;
      return catalogue.featureGroups.map(({ group, subFeatures }) => ({
        ...featureView(group, language),
        productType: group.productType,
        subFeatures: subFeatures.map((feature) => featureView(feature, language)),
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
      const { language } = request;
      return catalogue.banners(request.country).map((banner) => ({
        id: banner.id,
        title: banner.title[language],
        description: banner.description[language],
        imageUrl: banner.image,
        routingUrl: banner.routingUrl,
      }));
    },
  );
};

export default routes;
