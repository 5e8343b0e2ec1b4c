import type { SupportRequestStatus } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import type { Catalogue } from '../../catalogue/index.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';
import {
  exportLeads,
  leadDetail,
  listLeads,
  type LeadFilters,
  type LeadView,
  type Paging,
} from './leads/index.ts';
import {
  exportSupportRequests,
  listSupportRequests,
  setSupportRequestStatus,
  supportRequestDetail,
  type SupportRequestFilters,
} from './support-requests.ts';

// Every view and export of personal data, and every change, goes to the audit log (issue 22):
// who, which records (ids, or for an export the filters that chose them), from where. The entry
// is written before the data is answered: a view the log cannot record is not shown.

/** The audit log's actions for leads and support requests. */
export const LEAD_AUDIT_ACTIONS = {
  applicationList: 'application.list',
  applicationView: 'application.view',
  applicationExport: 'application.export',
  supportRequestList: 'supportRequest.list',
  supportRequestView: 'supportRequest.view',
  supportRequestExport: 'supportRequest.export',
  supportRequestStatus: 'supportRequest.status',
} as const;

/** Who is asking: the operator, whether they may read personal data, and from where. */
export type Reader = LeadView & {
  actor: AuditActor;
  ip: string;
};

/** The filters as the audit log keeps them: only those given, dates as ISO text. */
function filtersText(filters: object): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(filters)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}

export async function readLeadList(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
  paging: Paging,
  reader: Reader,
) {
  const page = await listLeads(db, catalogue, filters, paging, reader);
  // A list with names, emails and phones is a view of each of those records.
  if (reader.withApplicant && page.items.length > 0) {
    await recordAudit(db, {
      actor: reader.actor,
      action: LEAD_AUDIT_ACTIONS.applicationList,
      target: filtersText({ ...filters, ...paging }),
      after: { ids: page.items.map((item) => item.id) },
      ip: reader.ip,
    });
  }
  return page;
}

export async function readLead(db: Database, catalogue: Catalogue, id: string, reader: Reader) {
  const detail = await leadDetail(db, catalogue, id);
  await recordAudit(db, {
    actor: reader.actor,
    action: LEAD_AUDIT_ACTIONS.applicationView,
    target: id,
    ip: reader.ip,
  });
  return detail;
}

/** The export's rows; its audit entry is written before the first row is read. */
export async function startLeadExport(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
  reader: Reader,
) {
  await recordAudit(db, {
    actor: reader.actor,
    action: LEAD_AUDIT_ACTIONS.applicationExport,
    target: filtersText(filters),
    ip: reader.ip,
  });
  return exportLeads(db, catalogue, filters, reader);
}

export async function readSupportRequestList(
  db: Database,
  filters: SupportRequestFilters,
  paging: Paging,
  reader: Reader,
) {
  const page = await listSupportRequests(db, filters, paging, reader);
  if (reader.withApplicant && page.items.length > 0) {
    await recordAudit(db, {
      actor: reader.actor,
      action: LEAD_AUDIT_ACTIONS.supportRequestList,
      target: filtersText({ ...filters, ...paging }),
      after: { ids: page.items.map((item) => item.id) },
      ip: reader.ip,
    });
  }
  return page;
}

export async function readSupportRequest(db: Database, id: string, reader: Reader) {
  const detail = await supportRequestDetail(db, id);
  await recordAudit(db, {
    actor: reader.actor,
    action: LEAD_AUDIT_ACTIONS.supportRequestView,
    target: id,
    ip: reader.ip,
  });
  return detail;
}

/** Changes the status and logs it, before and after, in one transaction. */
export function changeSupportRequestStatus(
  db: Database,
  id: string,
  status: SupportRequestStatus,
  reader: Reader,
) {
  return db.transaction(async (tx) => {
    const { detail, before, after } = await setSupportRequestStatus(tx, id, status);
    await recordAudit(tx, {
      actor: reader.actor,
      action: LEAD_AUDIT_ACTIONS.supportRequestStatus,
      target: id,
      before,
      after,
      ip: reader.ip,
    });
    return detail;
  });
}

export async function startSupportRequestExport(
  db: Database,
  filters: SupportRequestFilters,
  reader: Reader,
) {
  await recordAudit(db, {
    actor: reader.actor,
    action: LEAD_AUDIT_ACTIONS.supportRequestExport,
    target: filtersText(filters),
    ip: reader.ip,
  });
  return exportSupportRequests(db, filters, reader);
}
