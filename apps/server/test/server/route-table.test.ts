// The route table (packages/contracts, api/routes.ts) is the one declaration of every call: the
// server registers exactly its routes, OpenAPI documents each under its name, and no answer
// leaves with a status its call does not declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, routes, type EndpointName } from '@mizan/contracts';
import { consoleEndpoints, type ConsoleEndpointName } from '@mizan/contracts/console';
import { partnerRoutes } from '@mizan/contracts/partners';
import Fastify from 'fastify';
import type { App } from '../../src/app.ts';
import { failUndeclaredAnswers } from '../helpers/declared-answers.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { send } from '../helpers/api.ts';

const names = Object.keys(endpoints) as EndpointName[];
const consoleNames = Object.keys(consoleEndpoints) as ConsoleEndpointName[];
/** OpenAPI writes Fastify's `:name` as `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the route table', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  });
  afterAll(() => app.close());

  it.each(names)('%s is served at its method and path', (name) => {
    const { method, path } = endpoints[name];
    expect(app.hasRoute({ method, url: path })).toBe(true);
  });

  it('is all the API there is: OpenAPI lists exactly its calls, each under its name', async () => {
    const document = (await send(app, 'GET', '/api/openapi.json')).json();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { operationId?: string }>).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    // The console's calls are served as their areas are built (issue 22): each one served is
    // documented under its name, and nothing else is.
    const servedConsole = consoleNames.filter((name) =>
      app.hasRoute({ method: consoleEndpoints[name].method, url: consoleEndpoints[name].path }),
    );
    const declared = [
      ...names.map(
        (name) => `${endpoints[name].method} ${openApiPath(endpoints[name].path)} ${name}`,
      ),
      ...servedConsole.map(
        (name) =>
          `${consoleEndpoints[name].method} ${openApiPath(consoleEndpoints[name].path)} ${name}`,
      ),
      // The banks' calls (issue 24), from their own table.
      ...Object.entries(partnerRoutes).map(
        ([name, route]) => `${route.method} ${openApiPath(route.path)} ${name}`,
      ),
    ];
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('documents the problems each call declares, with the problem details schema', async () => {
    const document = (await send(app, 'GET', '/api/openapi.json')).json();
    const { method, path } = endpoints.submitApplication;
    const responses = document.paths[openApiPath(path)][method.toLowerCase()].responses;
    for (const status of routes.submitApplication.problems) {
      expect(responses[status].content['application/json'].schema.required).toEqual(
        expect.arrayContaining(['title', 'detail', 'status']),
      );
    }
  });

  it('turns an answer with an undeclared status into a failure the tests see', async () => {
    const guarded = Fastify();
    failUndeclaredAnswers(guarded);
    // Health declares 200 and 503 (and the problems any call may give), never 418.
    guarded.get('/teapot', { config: { endpoint: 'health' } }, async (_request, reply) =>
      reply.status(418).send({ status: 'ok', database: 'up' }),
    );
    guarded.get('/fine', { config: { endpoint: 'health' } }, async (_request, reply) =>
      reply.status(503).send({ status: 'unavailable', database: 'down' }),
    );
    const teapot = await guarded.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(500);
    expect(teapot.json().detail).toBe(
      'health answered 418, which the route table does not declare',
    );
    expect((await guarded.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(503);
    await guarded.close();
  });
});
