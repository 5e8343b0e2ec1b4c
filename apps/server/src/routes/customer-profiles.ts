import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerProfileRequestSchema, CustomerProfileResponseSchema } from '@mizan/contracts';
import { createCustomer } from '../services/customers.ts';
import { problemResponses } from './problem-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customer-profiles/public',
    {
      schema: {
        tags: ['customers'],
        summary: "Create the visitor's customer profile",
        body: CustomerProfileRequestSchema,
        response: { 201: CustomerProfileResponseSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const catalogue = await app.catalogue.get();
      const created = await createCustomer(app.db, catalogue, request.body, request);
      return reply.status(201).send(created);
    },
  );
};

export default routes;
