import type { FastifyPluginAsync } from 'fastify';
import { assessApplication } from '../services/assessment.ts';
import { applicationView, createApplication, submitApplication } from '../services/applications.ts';
import { previewWithdrawal, withdrawApplication } from '../services/withdrawals.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'createApplication', async (request) =>
    createApplication(app.db, await app.catalogue.get(), request.body, request),
  );

  serve(app, 'getApplication', async (request) =>
    applicationView(
      app.db,
      await app.catalogue.get(),
      request.params.applicationId,
      request.language,
    ),
  );

  serve(app, 'submitApplication', async (request) =>
    submitApplication(app.db, await app.catalogue.get(), request.body, {
      language: request.language,
      publicUrl: app.consoleSettings.publicUrl,
    }),
  );

  serve(app, 'previewWithdrawal', async (request) =>
    previewWithdrawal(app.db, await app.catalogue.get(), request.body.token, request.language),
  );

  serve(app, 'withdrawApplication', async (request) =>
    withdrawApplication(app.db, await app.catalogue.get(), request.body.token, request.language),
  );

  serve(app, 'getCreditScore', async (request) => {
    const catalogue = await app.catalogue.get();
    return (await assessApplication(app.db, catalogue, request.params.applicationId)).score;
  });
};

export default routes;
