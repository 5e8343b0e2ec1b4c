import { DEFAULT_PAGE_SIZE, type OperatorRole } from '@mizan/contracts/console';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import {
  filtersFromSearch,
  listQuery,
  pageFromSearch,
  searchFor,
  type FilterValues,
} from '../../lib/search-filters.ts';
import { roleMayCall } from '../../lib/session.ts';
import { exportApplicationsUrl } from './api/export-applications.ts';
import { useApplications, type ApplicationListQuery } from './api/list-applications.ts';
import { LEAD_FILTERS, LeadFilters } from './lead-filters.tsx';

type Lead = NonNullable<ReturnType<typeof useApplications>['data']>['items'][number];

export function LeadsPage({ role }: { role: OperatorRole }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search, LEAD_FILTERS);
  const page = pageFromSearch(search);
  const query = listQuery(filters, page, DEFAULT_PAGE_SIZE) as ApplicationListQuery;
  const leads = useApplications(query);
  const show = (next: FilterValues, nextPage = 0) => navigate(`/leads${searchFor(next, nextPage)}`);
  const opens = roleMayCall(role, 'getApplicationDetail');

  const columns: Column<Lead>[] = [
    {
      header: 'Created',
      cell: (lead) =>
        opens ? (
          <Link
            href={`/leads/${lead.id}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {formatDateTime(lead.createdAt)}
          </Link>
        ) : (
          formatDateTime(lead.createdAt)
        ),
    },
    { header: 'Country', cell: (lead) => lead.country },
    { header: 'Type', cell: (lead) => lead.productType },
    { header: 'Bank', cell: (lead) => lead.bank?.name ?? '—' },
    { header: 'Product', cell: (lead) => lead.product?.name ?? '—' },
    { header: 'Status', cell: (lead) => <StatusBadge status={lead.status} /> },
  ];
  if (roleMayCall(role, 'getApplicationDetail')) {
    columns.push({
      header: 'Applicant',
      cell: (lead) =>
        lead.applicant ? (
          <>
            <span className="block font-medium">{lead.applicant.fullName}</span>
            <span className="block text-ink-500">{lead.applicant.email}</span>
          </>
        ) : (
          '—'
        ),
    });
  }

  return (
    <Page
      title="Leads"
      actions={
        roleMayCall(role, 'exportApplications') && (
          <a
            href={exportApplicationsUrl(filters)}
            download
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-6 font-medium text-brand-700 hover:bg-brand-50"
          >
            Export CSV
          </a>
        )
      }
    >
      <LeadFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <Alert>{leads.isError ? failureText(leads.error) : undefined}</Alert>
      {leads.data ? (
        <>
          <DataTable
            caption="Applications, newest first"
            columns={columns}
            rows={leads.data.items}
            rowKey={(lead) => lead.id}
            empty="No application matches these filters."
          />
          <Pager
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={leads.data.total}
            onPage={(next) => show(filters, next)}
          />
        </>
      ) : (
        leads.isPending && (
          <p className="text-sm text-ink-500" role="status">
            Loading applications…
          </p>
        )
      )}
    </Page>
  );
}
