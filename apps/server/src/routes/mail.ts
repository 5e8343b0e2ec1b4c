import type { FastifyPluginAsync } from 'fastify';
import { createSupportRequest, requestConfirmation } from '../services/mail-requests.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'requestConfirmationEmail', async (request) => {
    const qualified = await requestConfirmation(app.db, request.body.to);
    request.log.info({ qualified }, 'email request handled');
    return { accepted: true };
  });

  serve(app, 'createSupportRequest', async (request) => {
    const supportRequestId = await createSupportRequest(
      app.db,
      request.body,
      request,
      app.mail.supportEmail,
    );
    return { supportRequestId };
  });
};

export default routes;
