import type { FastifyPluginAsync } from 'fastify';
import { questionsView } from '../services/catalogue-views.ts';
import { saveScreenings } from '../services/screenings.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'getQuestions', async (request) =>
    questionsView(
      await app.catalogue.get(),
      request.country,
      request.query.productType,
      request.language,
    ),
  );

  serve(app, 'saveScreenings', async (request) =>
    saveScreenings(app.db, await app.catalogue.get(), request.body),
  );
};

export default routes;
