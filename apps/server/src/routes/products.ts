import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogueIdParamSchema,
  ComparisonSchema,
  CompareQuerySchema,
  ProductFactsViewSchema,
  ValueEstimateSchema,
  ValueEstimatesRequestSchema,
} from '@mizan/contracts';
import { requestedSpend } from '../services/card-lists.ts';
import { compareProducts, estimateValues, productFacts } from '../services/product-facts.ts';
import { problemResponses } from './problem-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/public/:productId/facts',
    {
      schema: {
        tags: ['products'],
        summary: "A product's published facts, each with its source and the day it was checked",
        params: z.object({ productId: CatalogueIdParamSchema }),
        response: { 200: ProductFactsViewSchema, ...problemResponses },
      },
    },
    async (request) =>
      productFacts(await app.catalogue.get(), request.params.productId, request.language),
  );

  app.get(
    '/api/products/public/compare',
    {
      schema: {
        tags: ['products'],
        summary:
          'Two or three products of one type side by side (cards: with their value for a spend)',
        querystring: CompareQuerySchema,
        response: { 200: ComparisonSchema, ...problemResponses },
      },
    },
    async (request) => {
      const { ids, ...spend } = request.query;
      return compareProducts(
        await app.catalogue.get(),
        ids,
        requestedSpend(spend),
        request.language,
      );
    },
  );

  app.post(
    '/api/products/public/value-estimates',
    {
      // A calculation: it stores nothing.
      config: { readOnly: true },
      schema: {
        tags: ['products'],
        summary: "Cards' estimated net value over a year for a typical monthly spend",
        body: ValueEstimatesRequestSchema,
        response: { 200: z.array(ValueEstimateSchema), ...problemResponses },
      },
    },
    async (request) =>
      estimateValues(await app.catalogue.get(), request.body.productIds, request.body.spend),
  );
};

export default routes;
