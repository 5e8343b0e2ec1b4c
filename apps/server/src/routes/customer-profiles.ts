import type { FastifyPluginAsync } from 'fastify';
import { createCustomer } from '../services/customers.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'createCustomerProfile', async (request) =>
    createCustomer(app.db, await app.catalogue.get(), request.body, request),
  );
};

export default routes;
