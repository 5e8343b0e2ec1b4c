import { DEFAULT_PAGE_SIZE, type OperatorRole } from '@mizan/contracts/console';
import { PersonCell } from '../../components/erased.tsx';
import { Page } from '../../components/page.tsx';
import { DetailLink, ExportLink, PagedTable } from '../../components/paged-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { Column } from '../../components/table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { listQuery } from '../../lib/search-filters.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { roleMayCall } from '../../lib/session.ts';
import { exportApplicationsUrl } from './api/export-applications.ts';
import { useApplications, type ApplicationListQuery } from './api/list-applications.ts';
import { LEAD_FILTERS, LeadFilters } from './lead-filters.tsx';

type Lead = NonNullable<ReturnType<typeof useApplications>['data']>['items'][number];

export function LeadsPage({ role }: { role: OperatorRole }) {
  const { search, filters, page, show } = useListAddress('/leads', LEAD_FILTERS);
  const query = listQuery(filters, page, DEFAULT_PAGE_SIZE) as ApplicationListQuery;
  const leads = useApplications(query);
  const opens = roleMayCall(role, 'getApplicationDetail');

  const columns: Column<Lead>[] = [
    {
      header: 'Created',
      cell: (lead) => (
        <DetailLink href={`/leads/${lead.id}`} opens={opens}>
          {formatDateTime(lead.createdAt)}
        </DetailLink>
      ),
    },
    { header: 'Country', cell: (lead) => lead.country },
    { header: 'Type', cell: (lead) => lead.productType },
    { header: 'Bank', cell: (lead) => lead.bank?.name ?? '—' },
    { header: 'Product', cell: (lead) => lead.product?.name ?? '—' },
    { header: 'Status', cell: (lead) => <StatusBadge status={lead.status} /> },
  ];
  if (opens) {
    columns.push({
      header: 'Applicant',
      cell: (lead) => (lead.applicant ? <PersonCell person={lead.applicant} /> : '—'),
    });
  } else {
    // A role that cannot open a lead is given its reference, not its id (decision 0031): what
    // it quotes to a colleague who can, and who opens the lead from it.
    columns.push({
      header: 'Reference',
      cell: (lead) => <span className="font-mono text-xs">{lead.id}</span>,
    });
  }

  return (
    <Page
      title="Leads"
      actions={
        roleMayCall(role, 'exportApplications') && (
          <ExportLink href={exportApplicationsUrl(filters)} />
        )
      }
    >
      <LeadFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <PagedTable
        list={leads}
        caption="Applications, newest first"
        columns={columns}
        rowKey={(lead) => lead.id}
        empty="No application matches these filters."
        loading="Loading applications…"
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
    </Page>
  );
}
