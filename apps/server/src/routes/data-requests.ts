import type { FastifyPluginAsync } from 'fastify';
import { confirmDataRequest, createDataRequest } from '../services/data-requests.ts';
import { serve } from './serve.ts';

/** Visitors' data rights (issue 25): ask, then confirm with the emailed link. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'createDataRequest', async (request) => {
    const outcome = await createDataRequest(app.db, request.body, {
      language: request.language,
      publicUrl: app.consoleSettings.publicUrl,
      hashKey: app.privacyHashKey,
    });
    // The outcome only (never the address): the answer is the same whatever it is.
    request.log.info({ outcome, kind: request.body.kind }, 'data request handled');
    return { accepted: true };
  });

  // The token is in the body, which is never logged.
  serve(app, 'confirmDataRequest', async (request) =>
    confirmDataRequest(app.db, request.body.token),
  );
};

export default routes;
