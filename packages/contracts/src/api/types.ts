// The types of a call, from the route table: what a client sends and what it gets back.
import type { z } from 'zod';
import type { EndpointName } from './endpoints.ts';
import type { Routes } from './routes.ts';
import type { QueryValue } from './url.ts';

type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Routes[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** Path parameters as strings or numbers, query values as the URL carries them. */
type ParamsOf<N extends EndpointName> =
  Part<N, 'params'> extends object
    ? { [K in keyof Part<N, 'params'>]: string | number }
    : undefined;
type QueryOf<N extends EndpointName> =
  Part<N, 'query'> extends object ? { [K in keyof Part<N, 'query'>]: QueryValue } : undefined;

/** A member that is absent when the call has no such part, optional when all of it is. */
type Member<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a caller gives: the path parameters, the query and the body the call takes. */
export type ApiInput<N extends EndpointName> = Member<'params', ParamsOf<N>> &
  Member<'query', QueryOf<N>> &
  Member<'body', Part<N, 'body'>>;

/** What a call answers on success (as the server's schema writes it). */
export type ApiAnswer<N extends EndpointName> = Routes[N]['success'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : never;

/** The calls that answer JSON (the others answer an image, asked for by address). */
export type JsonEndpointName = {
  [N in EndpointName]: Routes[N]['success'] extends 'image' ? never : N;
}[EndpointName];
