import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { confirmDataRequest, createDataRequest } from '../services/data-requests.ts';
import { serve } from './serve.ts';

/**
 * The least time the request's answer takes. A known address costs more work (a link, an email
 * queued) than an unknown one; answering no sooner than this, longer than either takes on a
 * working server, keeps the time from telling what the same answer does not.
 */
export const DATA_REQUEST_ANSWER_FLOOR_MS = 150;

/** Visitors' data rights (issue 25): ask, then confirm with the emailed link. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'createDataRequest', async (request) => {
    const started = performance.now();
    const outcome = await createDataRequest(app.db, request.body, {
      language: request.language,
      publicUrl: app.consoleSettings.publicUrl,
      hashKey: app.privacyHashKey,
    });
    // The outcome only (never the address): the answer is the same whatever it is.
    request.log.info({ outcome, kind: request.body.kind }, 'data request handled');
    await sleep(Math.max(0, Math.ceil(started + DATA_REQUEST_ANSWER_FLOOR_MS - performance.now())));
    return { accepted: true };
  });

  // The token is in the body, which is never logged.
  serve(app, 'confirmDataRequest', async (request) =>
    confirmDataRequest(app.db, request.body.token),
  );
};

export default routes;
