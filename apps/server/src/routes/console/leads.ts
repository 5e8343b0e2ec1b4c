import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  changeSupportRequestStatus,
  readLead,
  readLeadList,
  readSupportRequest,
  readSupportRequestList,
  startLeadExport,
  startSupportRequestExport,
} from '../../services/console/lead-audit.ts';
import { LEAD_CSV_COLUMNS } from '../../services/console/lead-csv.ts';
import { leadFiltersOf } from '../../services/console/leads/index.ts';
import {
  SUPPORT_REQUEST_CSV_COLUMNS,
  supportFiltersOf,
} from '../../services/console/support-requests.ts';
import { csvStream } from '../../lib/csv.ts';
import { leadIdOf, readerOf } from './reader.ts';
import { serveConsole } from './serve-console.ts';

/** A CSV download: its type, and a file name with the day it was made. */
function sendCsv(reply: FastifyReply, name: string, document: NodeJS.ReadableStream) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(document);
}

/** Leads and support requests (issue 22): thin, the services read, log and stream. */
const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'listApplications', async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const catalogue = await app.catalogue.get();
    return readLeadList(
      app.db,
      catalogue,
      leadFiltersOf(filters),
      { page, pageSize },
      readerOf(request),
    );
  });

  // A reference (what an analyst sees) opens the lead too, for the roles that may open one: a
  // colleague can be handed a reference instead of an id (decision 0031).
  serveConsole(app, 'getApplicationDetail', async (request) => {
    const id = leadIdOf(app, request.params.applicationId);
    return readLead(app.db, await app.catalogue.get(), id, readerOf(request));
  });

  serveConsole(app, 'exportApplications', async (request, reply) => {
    const catalogue = await app.catalogue.get();
    const rows = await startLeadExport(
      app.db,
      catalogue,
      leadFiltersOf(request.query),
      readerOf(request),
    );
    request.log.info({ operatorId: request.operator.id }, 'console export: applications');
    return sendCsv(reply, 'applications', csvStream(LEAD_CSV_COLUMNS, rows));
  });

  serveConsole(app, 'listSupportRequests', async (request) => {
    const { page, pageSize, ...filters } = request.query;
    return readSupportRequestList(
      app.db,
      supportFiltersOf(filters),
      { page, pageSize },
      readerOf(request),
    );
  });

  serveConsole(app, 'getSupportRequest', async (request) =>
    readSupportRequest(app.db, request.params.supportRequestId, readerOf(request)),
  );

  serveConsole(app, 'updateSupportRequest', async (request) =>
    changeSupportRequestStatus(
      app.db,
      request.params.supportRequestId,
      request.body.status,
      readerOf(request),
    ),
  );

  serveConsole(app, 'exportSupportRequests', async (request, reply) => {
    const rows = await startSupportRequestExport(
      app.db,
      supportFiltersOf(request.query),
      readerOf(request),
    );
    request.log.info({ operatorId: request.operator.id }, 'console export: support requests');
    return sendCsv(reply, 'support-requests', csvStream(SUPPORT_REQUEST_CSV_COLUMNS, rows));
  });
};

export default routes;
