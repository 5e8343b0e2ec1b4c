import { z } from 'zod';
import { ProblemDetailsSchema, routes, type EndpointName } from '@mizan/contracts';

/** An answer the route table does not allow: a server and client that disagree. */
export class ContractBreach extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractBreach';
    // Said out loud as well: the caller's error handling (a snackbar, a retry) may swallow it.
    console.error(message);
  }
}

/**
 * What the check reads of a route, in the public route table or the console's: its success
 * answer (JSON with its status and schema; 204, an image or a CSV file, which carry no JSON to
 * check) and the other answers it declares.
 */
export interface AnsweringRoute {
  success: { status: number; schema: z.ZodType } | 204 | 'image' | 'csv';
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
}

/**
 * Development and tests only (the clients load it behind import.meta.env.DEV): the answer's body
 * must be what the route declares for its status, a problem being problem details. An error
 * answer without a JSON body (a proxy's page, an empty 502) is left to the caller.
 */
export function checkAnswer(name: string, route: AnsweringRoute, status: number, body: unknown) {
  if (status >= 400 && body === undefined) return;
  if (status === 204 && route.success === 204) return;
  const schema =
    status >= 400
      ? ProblemDetailsSchema
      : typeof route.success === 'object' && status === route.success.status
        ? route.success.schema
        : route.otherAnswers?.[status];
  if (!schema) {
    throw new ContractBreach(`${name} answered ${status}, which the route table does not declare`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ContractBreach(
      `${name} answered ${status} with a body its schema refuses:\n${z.prettifyError(parsed.error)}`,
    );
  }
}

/** The check of a public call, against the public route table. */
export const checkApiAnswer = (name: EndpointName, status: number, body: unknown) =>
  checkAnswer(name, routes[name], status, body);
