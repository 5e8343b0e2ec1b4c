import type { FastifyPluginAsync } from 'fastify';
import type { ConsoleEndpointName } from '@mizan/contracts/console';
import {
  addCatalogueItem,
  catalogueHistory,
  getCatalogueItem,
  listCatalogue,
  restoreCatalogueItem,
  saveCatalogueItem,
  type CatalogueEditBy,
  type KindName,
} from '../../services/console/catalogue.ts';
import type { SignedInOperator } from '../../services/console/sessions.ts';
import { serveConsole, type ConsoleHandler } from './serve-console.ts';

/** Each kind's name in the addresses, and in its calls' names (listProducts, addProduct...). */
const KINDS = [
  ['products', 'Products', 'Product'],
  ['banks', 'Banks', 'Bank'],
  ['feature-groups', 'FeatureGroups', 'FeatureGroup'],
  ['features', 'Features', 'Feature'],
  ['questions', 'Questions', 'Question'],
  ['banners', 'Banners', 'Banner'],
  ['promo-codes', 'PromoCodes', 'PromoCode'],
] as const satisfies readonly (readonly [KindName, string, string])[];

/** What the handlers read of a request: its parts as the route's schemas checked them. */
interface CatalogueRequest {
  params: { id: number | string };
  query: never;
  body: never;
  operator: SignedInOperator;
  ip: string;
  log: { info(fields: object, message: string): void };
}

const byOf = (request: CatalogueRequest): CatalogueEditBy => ({
  actor: { id: request.operator.id, email: request.operator.email },
  ip: request.ip,
});

/** Who changed what (no personal data: the operator's id, the item's kind, id and version). */
function logged(
  request: CatalogueRequest,
  kind: KindName,
  what: string,
  item: { id: unknown; version: number },
) {
  request.log.info(
    { operatorId: request.operator.id, kind, id: item.id, version: item.version },
    `console: catalogue item ${what}`,
  );
  return item;
}

/**
 * The catalogue's calls (issue 23), six per kind. Their names are built from strings and cast to
 * a call name and its handler, so the typecheck does not tie a handler to its call's schemas: a
 * kind's schema that changes fails only at run time, where each call's schemas still check what
 * goes in and out (issue 33 point 2 types them end to end).
 */
const routes: FastifyPluginAsync = async (app) => {
  const serve = (name: `${string}`, handler: (request: CatalogueRequest) => Promise<unknown>) =>
    serveConsole(
      app,
      name as ConsoleEndpointName,
      handler as unknown as ConsoleHandler<ConsoleEndpointName>,
    );

  for (const [kind, many, one] of KINDS) {
    serve(`list${many}`, (request) => listCatalogue(app.db, kind, request.query));
    serve(`get${one}`, (request) => getCatalogueItem(app.db, kind, request.params.id));
    serve(`get${one}History`, (request) => catalogueHistory(app.db, kind, request.params.id));
    serve(`add${one}`, async (request) =>
      logged(
        request,
        kind,
        'added',
        await addCatalogueItem(app.db, kind, request.body, byOf(request)),
      ),
    );
    serve(`save${one}`, async (request) =>
      logged(
        request,
        kind,
        'saved',
        await saveCatalogueItem(app.db, kind, request.params.id, request.body, byOf(request)),
      ),
    );
    serve(`restore${one}`, async (request) =>
      logged(
        request,
        kind,
        'restored',
        await restoreCatalogueItem(app.db, kind, request.params.id, request.body, byOf(request)),
      ),
    );
  }
};

export default routes;
