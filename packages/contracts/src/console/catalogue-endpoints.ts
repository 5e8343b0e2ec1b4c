// The catalogue's calls (issue 23): every kind of item has the same six, at
// `/api/console/<kind>`: list, add, get, save, its history, and restore an earlier version.
// Everyone signed in may read them; editors and admins may change them.
import { EVERY_ROLE, type OperatorRole } from './roles.ts';

/** The catalogue (issue 23): editors and admins write it. */
export const CATALOGUE_EDITORS = ['admin', 'editor'] as const satisfies readonly OperatorRole[];

/** The six calls every kind has, by what they do. */
export const CATALOGUE_CALLS = ['list', 'add', 'get', 'save', 'history', 'restore'] as const;
export type CatalogueCall = (typeof CATALOGUE_CALLS)[number];

const read = { changes: false, roles: EVERY_ROLE } as const;
const write = { changes: true, roles: CATALOGUE_EDITORS } as const;

/** The method, path and roles of one kind's six calls, at `/api/console/<path>`. */
export function kindEndpoints<const Path extends string>(path: Path) {
  const many = `/api/console/${path}` as const;
  const one = `${many}/:id` as const;
  return {
    list: { method: 'GET', path: many, ...read },
    add: { method: 'POST', path: many, ...write },
    get: { method: 'GET', path: one, ...read },
    save: { method: 'PUT', path: one, ...write },
    history: { method: 'GET', path: `${one}/history`, ...read },
    restore: { method: 'POST', path: `${one}/restore`, ...write },
  } as const;
}

/**
 * The names of one kind's six calls in the console's table: `listProducts`, `addProduct`,
 * `getProduct`, `saveProduct`, `getProductHistory`, `restoreProduct`. Template literal types
 * keep each name exact, so a caller that goes by kind still reaches each call's own schemas.
 */
export const kindCallNames = <const Many extends string, const One extends string>(
  many: Many,
  one: One,
) =>
  ({
    list: `list${many}`,
    add: `add${one}`,
    get: `get${one}`,
    save: `save${one}`,
    history: `get${one}History`,
    restore: `restore${one}`,
  }) as const satisfies Record<CatalogueCall, string>;
