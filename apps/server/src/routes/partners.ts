import type { FastifyPluginAsync } from 'fastify';
import { ProblemDetailsSchema } from '@mizan/contracts';
import { partnerRoutes, type PartnerEndpointName } from '@mizan/contracts/partners';
import { receiveStatusReport, type ReportIntake } from '../partners/report-intake.ts';

/** A report is a few hundred bytes; anything much larger is not one. */
export const PARTNER_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the partners' table a route serves. */
    partnerEndpoint?: PartnerEndpointName;
  }
}

const route = partnerRoutes.reportApplicationStatus;

/**
 * The banks' calls (issue 24). An encapsulated plugin: its body parser keeps the raw text, which
 * the signature is checked over byte for byte, and parses it only after the signature holds, so
 * nothing a stranger sends is parsed, validated or stored, and a bank signs even a malformed
 * body (decision 0026). The schemas of the partners' table document the call (OpenAPI) and check
 * the answer; the request is checked in that order by partners/report-intake.ts instead of by
 * Fastify's validation.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: PARTNER_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const intake: ReportIntake = {
    db: app.db,
    secretBox: app.secretBox,
    catalogue: app.catalogue,
    unsignedReports: app.metrics.unsignedPartnerReports,
  };

  app.route<{ Params: { bankKey: string }; Body: string | undefined }>({
    method: route.method,
    url: route.path,
    bodyLimit: PARTNER_BODY_LIMIT,
    config: { partnerEndpoint: 'reportApplicationStatus', changes: true, sendsMail: false },
    schema: {
      operationId: 'reportApplicationStatus',
      tags: [...route.tags],
      summary: route.summary,
      description: route.description,
      params: route.params,
      headers: route.headers,
      body: route.body,
      response: {
        200: route.success.schema,
        ...Object.fromEntries(route.problems.map((status) => [status, ProblemDetailsSchema])),
        '4xx': ProblemDetailsSchema,
        '5xx': ProblemDetailsSchema,
      },
    },
    // Documentation only: the raw body must reach the signature check untouched, and a missing
    // signature header is a 401, not a 400. Everything is checked by the intake, in order.
    validatorCompiler: () => (value) => ({ value }),
    handler: async (request) =>
      receiveStatusReport(intake, {
        bankKey: request.params.bankKey,
        raw: typeof request.body === 'string' ? request.body : '',
        headers: request.headers,
        ip: request.ip,
        log: request.log,
        // A body refused for its shape is answered like any other call's invalid body, each
        // field named from what was sent: the error handler reads it on the request.
        parsed: (json) => {
          (request as { body: unknown }).body = json;
        },
      }),
  });
};

export default routes;
