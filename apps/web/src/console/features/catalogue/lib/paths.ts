// A field of an item is named by its path, `facts.annualFee.value.laterYears`: the same name as
// the server's `errors[].field` (without its `body.`) and a zod issue's path joined by dots.

export type Path = string;

export const splitPath = (path: Path) => (path === '' ? [] : path.split('.'));
export const joinPath = (...parts: (string | number)[]) =>
  parts.filter((part) => part !== '').join('.');

/** The value at `path` (undefined where it has none). */
export function getAt(value: unknown, path: Path): unknown {
  let here = value;
  for (const key of splitPath(path)) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** A copy of `root` with `next` at `path` (arrays stay arrays); undefined removes the key. */
export function setAt<T>(root: T, path: Path, next: unknown): T {
  const [key, ...rest] = splitPath(path);
  if (key === undefined) return next as T;
  const here = (root ?? {}) as Record<string, unknown>;
  const child = rest.length === 0 ? next : setAt(here[key], rest.join('.'), next);
  if (Array.isArray(here)) {
    const copy = [...here] as unknown[];
    copy[Number(key)] = child;
    return copy as T;
  }
  const copy = { ...here };
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy as T;
}

/** The id of the control of a field: the error summary links to it. */
export const fieldId = (path: Path) => `field-${path.replace(/[^\w-]/g, '-')}`;

/** The server names a body field `body.facts.apr.value`: the form names it `facts.apr.value`. */
export const fromServerField = (field: string) => field.replace(/^body(\.|$)/, '');
