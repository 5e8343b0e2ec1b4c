import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationIdParamsSchema,
  ApplicationSchema,
  CreateApplicationRequestSchema,
  CreateApplicationResponseSchema,
  CreditScoreSchema,
  SubmitApplicationRequestSchema,
} from '@mizan/contracts';
import { assessApplication } from '../services/assessment.ts';
import { applicationView, createApplication, submitApplication } from '../services/applications.ts';
import { problemResponses } from './problem-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applications/public',
    {
      schema: {
        tags: ['applications'],
        summary: 'Start a card or loan application',
        body: CreateApplicationRequestSchema,
        response: { 201: CreateApplicationResponseSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const catalogue = await app.catalogue.get();
      const created = await createApplication(app.db, catalogue, request.body, request);
      return reply.status(201).send({
        applicationId: created.id,
        applicationType: request.body.applicationType,
        status: 'Created',
      });
    },
  );

  app.get(
    '/api/applications/public/:applicationId',
    {
      schema: {
        tags: ['applications'],
        summary: 'An application with its location and customer',
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicationSchema, ...problemResponses },
      },
    },
    async (request) =>
      applicationView(
        app.db,
        await app.catalogue.get(),
        request.params.applicationId,
        request.language,
      ),
  );

  app.put(
    '/api/applications/public',
    {
      schema: {
        tags: ['applications'],
        summary: 'Submit the application for the chosen product',
        body: SubmitApplicationRequestSchema,
        response: { 200: ApplicationSchema, ...problemResponses },
      },
    },
    async (request) =>
      submitApplication(app.db, await app.catalogue.get(), request.body, request.language, () =>
        app.mail.worker.wake(),
      ),
  );

  app.get(
    '/api/applications/public/credit-score/:applicationId',
    {
      schema: {
        tags: ['applications'],
        summary: 'Credit score 0-100 from the saved answers',
        params: ApplicationIdParamsSchema,
        response: { 200: CreditScoreSchema, ...problemResponses },
      },
    },
    async (request) => {
      const catalogue = await app.catalogue.get();
      return (await assessApplication(app.db, catalogue, request.params.applicationId)).score;
    },
  );
};

export default routes;
