import type { FastifyPluginAsync } from 'fastify';
import { bannersView, featureGroupsView } from '../services/catalogue-views.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'getProductFeatures', async (request) =>
    featureGroupsView(await app.catalogue.get(), request.language),
  );

  serve(app, 'getBanners', async (request) =>
    bannersView(await app.catalogue.get(), request.country, request.language),
  );
};

export default routes;
