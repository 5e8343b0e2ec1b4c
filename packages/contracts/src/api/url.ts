import { endpoints, type EndpointName } from './endpoints.ts';

/** A path parameter's value: ids are numbers or UUIDs, image names strings. */
export type PathParams = Readonly<Record<string, string | number>>;

/** A query value as the API reads it: lists comma-joined (SPEC section 7's `preferences`). */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * A path of a route table (this one or the console's) with its parameters filled in, each one
 * encoded: the one path builder of every client, so `:name` is read the same way everywhere.
 */
export function fillPath(name: string, path: string, params: PathParams = {}): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The call's path with its parameters filled in (each one encoded). */
export const apiPath = (name: EndpointName, params: PathParams = {}): string =>
  fillPath(name, endpoints[name].path, params);

/** `?a=1&b=2,3` for the values that are set, or '' when none is. */
export function queryString(query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What an address is made of: the path's parameters and the query. */
export interface AddressParts {
  params?: PathParams | undefined;
  query?: QueryParams | undefined;
}

/** The address of a call of any route table: its path with parameters, then its query. */
export const callUrl = (name: string, path: string, { params, query }: AddressParts = {}) =>
  fillPath(name, path, params) + queryString(query);

/** The address of a call: its path with parameters, then its query. */
export const apiUrl = (name: EndpointName, parts: AddressParts = {}) =>
  callUrl(name, endpoints[name].path, parts);
