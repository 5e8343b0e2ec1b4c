import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ProblemDetailsSchema } from '@mizan/contracts';
import {
  partnerRoutes,
  StatusReportSchema,
  type PartnerEndpointName,
} from '@mizan/contracts/partners';
import { Problem } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import { verifiedBy } from '../partners/signing.ts';
import {
  answerToReplay,
  applyStatusReport,
  auditRefusal,
  bankByKey,
  RefusedReport,
  reportSecrets,
  type RefusalReason,
  type ReportingBank,
  unsigned,
} from '../partners/status-reports.ts';

/** A report is a few hundred bytes; anything much larger is not one. */
export const PARTNER_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the partners' table a route serves. */
    partnerEndpoint?: PartnerEndpointName;
  }
}

const route = partnerRoutes.reportApplicationStatus;

/** The body's own check, run only after the signature holds, failing as Fastify's would. */
const checkBody = validatorCompiler({
  schema: StatusReportSchema,
  method: route.method,
  url: route.path,
  httpPart: 'body',
});
function bodyInvalid(json: unknown) {
  const result = checkBody(json) as { error?: unknown };
  return Object.assign(new Error('invalid status report'), {
    statusCode: 400,
    validation: result.error,
    validationContext: 'body',
  });
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The banks' calls (issue 24). An encapsulated plugin: its body parser keeps the raw text, which
 * the signature is checked over byte for byte, and parses it only after the signature holds, so
 * nothing a stranger sends is parsed, validated or stored, and a bank signs even a malformed
 * body (decision 0026). The schemas of the partners' table document the call (OpenAPI) and check
 * the answer; the request is checked here in that order instead of by Fastify's validation.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: PARTNER_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  /**
   * A report without a good signature may come from anyone, so it writes nothing (no table a
   * stranger can grow, issue 32): a log line and a count, with the bank key only when a bank has
   * it, never what the caller wrote.
   */
  const unsignedReport = (request: FastifyRequest, bank: ReportingBank | undefined) => {
    const bankKey = bank?.key ?? 'unknown';
    app.metrics.unsignedPartnerReports.inc({ bank: bankKey });
    request.log.info({ bankKey, reason: 'signature' }, 'partner report refused');
    return unsigned();
  };

  /** Logs a signed report's refusal in the audit log (nothing else is written). */
  const audit = async (
    request: FastifyRequest<{ Params: { bankKey: string } }>,
    refusal: { reason: RefusalReason; status: number; applicationId?: string; reported?: string },
  ) => {
    await auditRefusal(app.db, {
      bankKey: request.params.bankKey,
      webhookId: header(request, 'webhook-id'),
      ...refusal,
      ip: request.ip,
    });
    request.log.info(
      { bankKey: request.params.bankKey, reason: refusal.reason },
      'partner report refused',
    );
  };
  /** Logs the refusal and passes it on as the answer. */
  const refuse = async (
    request: FastifyRequest<{ Params: { bankKey: string } }>,
    refusal: RefusedReport,
    about: { applicationId?: string; reported?: string } = {},
  ) => {
    await audit(request, { reason: refusal.reason, status: refusal.status, ...about });
    return refusal;
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
    // signature header is a 401, not a 400. Everything is checked in the handler, in order.
    validatorCompiler: () => (value) => ({ value }),
    handler: async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const bank = await bankByKey(app.db, app.secretBox, request.params.bankKey);
      // An unknown key answers like a wrong signature: a caller learns nothing of our banks.
      if (!verifiedBy(reportSecrets(bank), raw, request.headers) || !bank) {
        throw unsignedReport(request, bank);
      }
      const webhookId = header(request, 'webhook-id')!;
      const replayed = await answerToReplay(app.db, bank.id, webhookId);
      if (replayed) return replayed;

      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw await refuse(
          request,
          new RefusedReport(
            'malformed',
            new Problem(
              400,
              localize('problems.invalidRequest'),
              localize('problems.partners.notJson'),
            ),
          ),
        );
      }
      const parsed = StatusReportSchema.safeParse(json);
      if (!parsed.success) {
        await audit(request, { reason: 'malformed', status: 400 });
        // Answered like any other call's invalid body: each field named, in the API's words.
        (request as { body: unknown }).body = json;
        throw bodyInvalid(json);
      }
      try {
        return await applyStatusReport(
          app.db,
          await app.catalogue.get(),
          bank,
          webhookId,
          parsed.data,
        );
      } catch (error) {
        if (error instanceof RefusedReport) {
          throw await refuse(request, error, {
            applicationId: parsed.data.applicationId,
            reported: parsed.data.status,
          });
        }
        throw error;
      }
    },
  });
};

export default routes;
