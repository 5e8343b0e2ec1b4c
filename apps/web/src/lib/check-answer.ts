import { z } from 'zod';
import { ProblemDetailsSchema, routes, type EndpointName, type Route } from '@mizan/contracts';

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
 * Development and tests only (api-client.ts loads it behind import.meta.env.DEV): the answer's
 * body must be what the route table declares for its status, a problem being problem details.
 * An error answer without a JSON body (a proxy's page, an empty 502) is left to the caller.
 */
export function checkAnswer(name: EndpointName, status: number, body: unknown) {
  const route: Route = routes[name];
  if (status >= 400 && body === undefined) return;
  const schema =
    status >= 400
      ? ProblemDetailsSchema
      : route.success !== 'image' && status === route.success.status
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
