import type { FastifyPluginAsync } from 'fastify';
import { requestedSpend } from '../services/card-lists.ts';
import { compareProducts, estimateValues, productFacts } from '../services/product-facts.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'getProductFacts', async (request) =>
    productFacts(await app.catalogue.get(), request.params.productId, request.language),
  );

  serve(app, 'compareProducts', async (request) => {
    const { ids, ...spend } = request.query;
    return compareProducts(await app.catalogue.get(), ids, requestedSpend(spend), request.language);
  });

  serve(app, 'estimateValues', async (request) =>
    estimateValues(await app.catalogue.get(), request.body.productIds, request.body.spend),
  );
};

export default routes;
