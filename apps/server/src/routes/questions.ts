import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QuestionSchema,
  QuestionsQuerySchema,
  SavedScreeningSchema,
  ScreeningsBulkRequestSchema,
} from '@mizan/contracts';
import { saveScreenings } from '../services/screenings.ts';
import { problemResponses } from './problem-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions/public',
    {
      schema: {
        tags: ['screening'],
        summary: "Screening questions for a product type in the visitor's country",
        querystring: QuestionsQuerySchema,
        response: { 200: z.array(QuestionSchema), ...problemResponses },
      },
    },
    async (request) => {
      const catalogue = await app.catalogue.get();
      const { language } = request;
      // Score points stay on the server: the client needs only the texts and hard stops.
      return catalogue.questions(request.country, request.query.productType).map((question) => ({
        questionId: question.id,
        question: question.text[language],
        options: question.options.map((option) => ({
          optionId: option.id,
          optionText: option.text[language],
          hardStop: option.hardStop,
        })),
      }));
    },
  );

  app.post(
    '/api/screenings/public/bulk',
    {
      schema: {
        tags: ['screening'],
        summary: "Save an application's answers (re-saving updates them)",
        body: ScreeningsBulkRequestSchema,
        response: { 200: z.array(SavedScreeningSchema), ...problemResponses },
      },
    },
    async (request) => saveScreenings(app.db, await app.catalogue.get(), request.body),
  );
};

export default routes;
