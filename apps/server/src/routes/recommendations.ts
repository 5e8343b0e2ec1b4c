import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationIdParamsSchema,
  CardPageSchema,
  CountRequestSchema,
  FilterQuerySchema,
  LoanOfferSchema,
  LoanQuoteQuerySchema,
  LoanQuoteSchema,
  ProductRecommendationSchema,
  ProductRecommendationsRequestSchema,
  SavedPreferencesSchema,
  SavePreferencesRequestSchema,
  SelectedFeatureSchema,
  SelectedFeaturesRequestSchema,
} from '@mizan/contracts';
import { offerLoans, quoteLoanFor } from '../services/loan-offers.ts';
import {
  savePreferences,
  saveProductRecommendations,
  saveSelectedFeatures,
} from '../services/recommendations.ts';
import { problemResponses } from './problem-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recommendations/public',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Save the ranked card features (priority 1 first)',
        body: SavePreferencesRequestSchema,
        response: { 200: SavedPreferencesSchema, ...problemResponses },
      },
    },
    async (request) =>
      savePreferences(
        app.db,
        app.cardLists,
        request.body.applicationId,
        request.body.preferences,
        request.language,
      ),
  );

  app.post(
    '/api/recommendations/public/count',
    {
      // The wizard asks on every feature toggle; the answer changes nothing.
      config: { readOnly: true },
      schema: {
        tags: ['recommendations'],
        summary:
          'How many eligible cards match these features and filters (list order is priority)',
        body: CountRequestSchema,
        response: { 200: z.number().int(), ...problemResponses },
      },
    },
    async (request) =>
      app.cardLists.count(
        request.body.applicationId,
        request.body.preferences.map((p) => p.featureId),
        request.language,
        request.body.filters,
      ),
  );

  app.get(
    '/api/recommendations/public/:applicationId/filter',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Recommended cards, best match first, a page at a time',
        params: ApplicationIdParamsSchema,
        querystring: FilterQuerySchema,
        response: { 200: CardPageSchema, ...problemResponses },
      },
    },
    async (request) =>
      app.cardLists.page(request.params.applicationId, request.query, request.language),
  );

  app.get(
    '/api/recommendations/public/loan/:applicationId',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Loan offers within the lending limits for the applicant',
        params: ApplicationIdParamsSchema,
        response: { 200: z.array(LoanOfferSchema), ...problemResponses },
      },
    },
    async (request) =>
      offerLoans(app.db, await app.catalogue.get(), request.params.applicationId, request.language),
  );

  app.get(
    '/api/recommendations/public/loan/:applicationId/quote',
    {
      schema: {
        tags: ['recommendations'],
        summary:
          'One loan offer at the amount and tenure the applicant chose: its cost, or why it is refused',
        params: ApplicationIdParamsSchema,
        querystring: LoanQuoteQuerySchema,
        response: { 200: LoanQuoteSchema, ...problemResponses },
      },
    },
    async (request) =>
      quoteLoanFor(app.db, await app.catalogue.get(), request.params.applicationId, request.query),
  );

  app.post(
    '/api/product-recommendations/public/:applicationId',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Record the products recommended to the applicant',
        params: ApplicationIdParamsSchema,
        body: ProductRecommendationsRequestSchema,
        response: { 200: z.array(ProductRecommendationSchema), ...problemResponses },
      },
    },
    async (request) =>
      saveProductRecommendations(
        app.db,
        await app.catalogue.get(),
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/api/selected-features/public/:applicationId',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Record the card features the applicant selected',
        params: ApplicationIdParamsSchema,
        body: SelectedFeaturesRequestSchema,
        response: { 200: z.array(SelectedFeatureSchema), ...problemResponses },
      },
    },
    async (request) =>
      saveSelectedFeatures(
        app.db,
        await app.catalogue.get(),
        request.params.applicationId,
        request.body,
      ),
  );
};

export default routes;
