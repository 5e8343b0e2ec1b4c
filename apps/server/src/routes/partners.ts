import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  partnerRoutes,
  type PartnerEndpointName,
  type PartnerRoutes,
} from '@mizan/contracts/partners';
import { receiveStatusReport, type ReportIntake } from '../partners/report-intake.ts';
import { routeServer, type Audience } from './serve.ts';

type PartnerRoute = PartnerRoutes[PartnerEndpointName];

/** A report is a few hundred bytes; anything much larger is not one. */
export const PARTNER_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the partners' table a route serves. */
    partnerEndpoint?: PartnerEndpointName;
  }
}

/**
 * The banks' calls (issue 24): each is checked by its signature over the raw body, which must
 * reach it untouched, and a missing signature header is a 401, not a 400. The schemas of the
 * partners' table document the call (OpenAPI) and check the answer; the request is checked in
 * that order by partners/report-intake.ts instead of by Fastify's validation.
 */
export const partnerAudience: Audience<PartnerRoute, PartnerEndpointName> = {
  config: (name) => ({ partnerEndpoint: name, changes: true, sendsMail: false }),
  options: {
    bodyLimit: PARTNER_BODY_LIMIT,
    validatorCompiler: () => (value) => ({ value }),
  },
};

/** The raw text of the body, as the plugin's parser keeps it (nothing parsed before the signature holds). */
type RawRequest = FastifyRequest<{ Params: { bankKey: string }; Body: string | undefined }>;

const servePartner = routeServer<
  PartnerRoute,
  PartnerRoutes,
  { [N in PartnerEndpointName]: RawRequest }
>(partnerRoutes, partnerAudience);

/**
 * An encapsulated plugin: its body parser keeps the raw text, which the signature is checked
 * over byte for byte, and parses it only after the signature holds, so nothing a stranger sends
 * is parsed, validated or stored, and a bank signs even a malformed body (decision 0026).
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

  servePartner(app, 'reportApplicationStatus', async (request) =>
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
  );
};

export default routes;
