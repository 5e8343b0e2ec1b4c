// The catalogue's calls (issue 23): every kind of item has the same six, at
// `/api/console/<kind>`: list, add, get, save, its history, and restore an earlier version.
// Everyone signed in may read them; editors and admins may change them.
import { EVERY_ROLE, type OperatorRole } from './roles.ts';

/** The catalogue (issue 23): editors and admins write it. */
export const CATALOGUE_EDITORS = ['admin', 'editor'] as const satisfies readonly OperatorRole[];

type Read = typeof EVERY_ROLE;
type Write = typeof CATALOGUE_EDITORS;
type Call<M extends string, P extends string, C extends boolean, R> = {
  readonly method: M;
  readonly path: P;
  readonly changes: C;
  readonly roles: R;
};

type KindEndpoints<Many extends string, One extends string, Path extends string> = {
  readonly [K in `list${Many}`]: Call<'GET', `/api/console/${Path}`, false, Read>;
} & { readonly [K in `add${One}`]: Call<'POST', `/api/console/${Path}`, true, Write> } & {
  readonly [K in `get${One}`]: Call<'GET', `/api/console/${Path}/:id`, false, Read>;
} & { readonly [K in `save${One}`]: Call<'PUT', `/api/console/${Path}/:id`, true, Write> } & {
  readonly [K in `get${One}History`]: Call<'GET', `/api/console/${Path}/:id/history`, false, Read>;
} & {
  readonly [K in `restore${One}`]: Call<'POST', `/api/console/${Path}/:id/restore`, true, Write>;
};

/** The six calls of one kind, named `listProducts`, `addProduct`, `getProduct`, `saveProduct`... */
function kind<const Many extends string, const One extends string, const Path extends string>(
  many: Many,
  one: One,
  path: Path,
): KindEndpoints<Many, One, Path> {
  const base = `/api/console/${path}`;
  const read = { changes: false, roles: EVERY_ROLE };
  const write = { changes: true, roles: CATALOGUE_EDITORS };
  // The names are built from strings, so TypeScript cannot see them: the type above says them.
  return {
    [`list${many}`]: { method: 'GET', path: base, ...read },
    [`add${one}`]: { method: 'POST', path: base, ...write },
    [`get${one}`]: { method: 'GET', path: `${base}/:id`, ...read },
    [`save${one}`]: { method: 'PUT', path: `${base}/:id`, ...write },
    [`get${one}History`]: { method: 'GET', path: `${base}/:id/history`, ...read },
    [`restore${one}`]: { method: 'POST', path: `${base}/:id/restore`, ...write },
  } as unknown as KindEndpoints<Many, One, Path>;
}

export const catalogueEndpoints = {
  ...kind('Products', 'Product', 'products'),
  ...kind('Banks', 'Bank', 'banks'),
  ...kind('FeatureGroups', 'FeatureGroup', 'feature-groups'),
  ...kind('Features', 'Feature', 'features'),
  ...kind('Questions', 'Question', 'questions'),
  ...kind('Banners', 'Banner', 'banners'),
  ...kind('PromoCodes', 'PromoCode', 'promo-codes'),
};
