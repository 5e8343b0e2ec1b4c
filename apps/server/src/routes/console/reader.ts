import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_REFERENCE_PATTERN, PERSONAL_DATA_ROLES } from '@mizan/contracts/console';
import { notFound } from '../../lib/problem.ts';
import type { Reader } from '../../services/console/lead-audit.ts';
import type { SignedInOperator } from '../../services/console/sessions.ts';

/**
 * Who reads leads, and what they may see: personal fields and application ids only for the roles
 * of the table that may see personal data; the others see references instead (decision 0031).
 * Deny by default: a role is shown ids only by being on that list.
 */
export function readerOf(request: FastifyRequest & { operator: SignedInOperator }): Reader {
  const { operator } = request;
  const by = { actor: { id: operator.id, email: operator.email }, ip: request.ip };
  if ((PERSONAL_DATA_ROLES as readonly string[]).includes(operator.role)) {
    return { ...by, withApplicant: true };
  }
  const references = request.server.leadReferences;
  return { ...by, withApplicant: false, referenceOf: (id) => references.of(id) };
}

/** The application a console address names: its id, or the id its reference stands for (404). */
export function leadIdOf(app: FastifyInstance, key: string): string {
  if (!LEAD_REFERENCE_PATTERN.test(key)) return key;
  const id = app.leadReferences.resolve(key);
  if (id === undefined) throw notFound('application', key);
  return id;
}
