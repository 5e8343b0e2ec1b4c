import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  catalogueCallNames,
  type CatalogueCall,
  type CatalogueCallNames,
  type CatalogueKindName,
  type CatalogueListQuery,
  type RestoreRequest,
} from '@mizan/contracts/console';
import {
  addCatalogueItem,
  catalogueHistory,
  editableKinds,
  getCatalogueItem,
  listCatalogue,
  restoreCatalogueItem,
  saveCatalogueItem,
  type CatalogueEditBy,
  type EditableKind,
  type VersionedItem,
} from '../../services/console/catalogue.ts';
import type { SignedInOperator } from '../../services/console/sessions.ts';
import { serveConsole, type ConsoleHandler } from './serve-console.ts';

/** What a change reads of its request besides its input: who sent it, from where, the log. */
interface ChangeRequest {
  operator: SignedInOperator;
  ip: string;
  log: { info(fields: object, message: string): void };
}

const byOf = (request: ChangeRequest): CatalogueEditBy => ({
  actor: { id: request.operator.id, email: request.operator.email },
  ip: request.ip,
});

/** Who changed what (no personal data: the operator's id, the item's kind, id and version). */
function logged<Item extends VersionedItem>(
  request: ChangeRequest,
  kind: { name: CatalogueKindName },
  what: string,
  item: Item,
): Item {
  request.log.info(
    { operatorId: request.operator.id, kind: kind.name, id: item.id, version: item.version },
    `console: catalogue item ${what}`,
  );
  return item;
}

/**
 * One kind's six handlers, typed by its item: a handler takes the parts of the request its call's
 * schemas checked and answers the kind's item, so where the kind's editor and its contract
 * disagree, registering them (below) does not typecheck.
 */
export function kindHandlers<Item extends VersionedItem, Input, Listed>(
  db: FastifyInstance['db'],
  kind: EditableKind<Item, Input, Listed>,
) {
  type ById = { params: { id: Item['id'] } };
  return {
    list: async (request: { query: CatalogueListQuery }) => listCatalogue(db, kind, request.query),
    get: async (request: ById) => getCatalogueItem(db, kind, request.params.id),
    history: async (request: ById) => catalogueHistory(db, kind, request.params.id),
    add: async (request: ChangeRequest & { body: Input }) =>
      logged(request, kind, 'added', await addCatalogueItem(db, kind, request.body, byOf(request))),
    save: async (request: ChangeRequest & ById & { body: Item }) =>
      logged(
        request,
        kind,
        'saved',
        await saveCatalogueItem(db, kind, request.params.id, request.body, byOf(request)),
      ),
    restore: async (request: ChangeRequest & ById & { body: RestoreRequest }) =>
      logged(
        request,
        kind,
        'restored',
        await restoreCatalogueItem(db, kind, request.params.id, request.body, byOf(request)),
      ),
  };
}

/** A kind's six handlers, each the handler of its own call in the console's table. */
export type KindHandlers<K extends CatalogueKindName> = {
  [C in CatalogueCall]: ConsoleHandler<CatalogueCallNames[K][C]>;
};

/** The order the calls are registered in (and so listed in the OpenAPI document). */
const REGISTRATION_ORDER = [
  'list',
  'get',
  'history',
  'add',
  'save',
  'restore',
] as const satisfies readonly CatalogueCall[];

function serveKind<K extends CatalogueKindName>(
  app: FastifyInstance,
  kind: K,
  handlers: KindHandlers<K>,
) {
  const serve = <C extends CatalogueCall>(call: C) =>
    serveConsole(app, catalogueCallNames[kind][call], handlers[call]);
  REGISTRATION_ORDER.forEach(serve);
}

/** The catalogue's calls (issue 23): the same six for every kind, typed by each kind's item. */
const routes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  serveKind(app, 'products', kindHandlers(db, editableKinds.products));
  serveKind(app, 'banks', kindHandlers(db, editableKinds.banks));
  serveKind(app, 'feature-groups', kindHandlers(db, editableKinds['feature-groups']));
  serveKind(app, 'features', kindHandlers(db, editableKinds.features));
  serveKind(app, 'questions', kindHandlers(db, editableKinds.questions));
  serveKind(app, 'banners', kindHandlers(db, editableKinds.banners));
  serveKind(app, 'promo-codes', kindHandlers(db, editableKinds['promo-codes']));
};

export default routes;
