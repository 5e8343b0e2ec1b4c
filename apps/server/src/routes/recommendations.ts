import type { FastifyPluginAsync } from 'fastify';
import { offerLoans, quoteLoanFor } from '../services/loan-offers.ts';
import {
  savePreferences,
  saveProductRecommendations,
  saveSelectedFeatures,
} from '../services/recommendations.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'savePreferences', async (request) =>
    savePreferences(
      app.db,
      app.cardLists,
      request.body.applicationId,
      request.body.preferences,
      request.language,
    ),
  );

  serve(app, 'countCards', async (request) =>
    app.cardLists.count(
      request.body.applicationId,
      request.body.preferences.map((p) => p.featureId),
      request.language,
      request.body.filters,
    ),
  );

  serve(app, 'getCardPage', async (request) =>
    app.cardLists.page(request.params.applicationId, request.query, request.language),
  );

  serve(app, 'getLoanOffers', async (request) =>
    offerLoans(app.db, await app.catalogue.get(), request.params.applicationId, request.language),
  );

  serve(app, 'getLoanQuote', async (request) =>
    quoteLoanFor(app.db, await app.catalogue.get(), request.params.applicationId, request.query),
  );

  serve(app, 'saveProductRecommendations', async (request) =>
    saveProductRecommendations(
      app.db,
      await app.catalogue.get(),
      request.params.applicationId,
      request.body,
    ),
  );

  serve(app, 'saveSelectedFeatures', async (request) =>
    saveSelectedFeatures(
      app.db,
      await app.catalogue.get(),
      request.params.applicationId,
      request.body,
    ),
  );
};

export default routes;
