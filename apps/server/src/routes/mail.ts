import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailAcceptedSchema,
  EmailRequestSchema,
  SupportFormSchema,
  SupportRequestCreatedSchema,
} from '@mizan/contracts';
import { createSupportRequest, requestConfirmation } from '../services/mail-requests.ts';
import { problemResponses } from './problem-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/email/public',
    {
      config: { sendsMail: true },
      schema: {
        tags: ['email'],
        summary: 'Ask for the confirmation email of a just-submitted application',
        description:
          'Kept for the client. The server sends only its own confirmation template, only to an ' +
          'applicant who submitted within the last hour, and never twice; for any other ' +
          'recipient nothing is delivered. The answer is the same either way.',
        body: EmailRequestSchema,
        response: { 200: EmailAcceptedSchema, ...problemResponses },
      },
    },
    async (request) => {
      const catalogue = await app.catalogue.get();
      const qualified = await requestConfirmation(app.db, request.body.to, catalogue.product);
      if (qualified) app.mail.worker.wake();
      request.log.info({ qualified }, 'email request handled');
      return { accepted: true as const };
    },
  );

  app.post(
    '/api/support-requests/public',
    {
      config: { sendsMail: true },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support team',
        body: SupportFormSchema,
        response: { 201: SupportRequestCreatedSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const supportRequestId = await createSupportRequest(
        app.db,
        request.body,
        request,
        app.mail.supportEmail,
      );
      app.mail.worker.wake();
      return reply.status(201).send({ supportRequestId });
    },
  );
};

export default routes;
