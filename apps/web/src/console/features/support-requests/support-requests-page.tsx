import {
  CONSOLE_COUNTRIES,
  DEFAULT_PAGE_SIZE,
  SUPPORT_REQUEST_STATUSES,
  SupportRequestFiltersSchema,
  type OperatorRole,
} from '@mizan/contracts/console';
import { ChoiceField, DateRangeFields, FilterForm } from '../../components/filter-form.tsx';
import { PersonCell } from '../../components/erased.tsx';
import { Page } from '../../components/page.tsx';
import { DetailLink, ExportLink, PagedTable } from '../../components/paged-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { Column } from '../../components/table.tsx';
import { COUNTRY_NAMES, formatDateTime } from '../../lib/format.ts';
import { listQuery, type FilterValues } from '../../lib/search-filters.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { roleMayCall } from '../../lib/session.ts';
import { exportSupportRequestsUrl } from './api/export-support-requests.ts';
import { useSupportRequests, type SupportRequestListQuery } from './api/list-support-requests.ts';

type Row = NonNullable<ReturnType<typeof useSupportRequests>['data']>['items'][number];

export function SupportRequestsPage({ role }: { role: OperatorRole }) {
  const { search, filters, page, show } = useListAddress(
    '/support-requests',
    SupportRequestFiltersSchema.shape,
  );
  const requests = useSupportRequests(
    listQuery(filters, page, DEFAULT_PAGE_SIZE) as SupportRequestListQuery,
  );
  const opens = roleMayCall(role, 'getSupportRequest');
  const columns: Column<Row>[] = [
    {
      header: 'Received',
      cell: (row) => (
        <DetailLink href={`/support-requests/${row.id}`} opens={opens}>
          {formatDateTime(row.createdAt)}
        </DetailLink>
      ),
    },
    { header: 'Country', cell: (row) => row.country },
    { header: 'Language', cell: (row) => (row.language === 'ar' ? 'Arabic' : 'English') },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  ];
  if (opens) {
    columns.push({
      header: 'From',
      cell: (row) => (row.requester ? <PersonCell person={row.requester} /> : '—'),
    });
  }
  return (
    <Page
      title="Support requests"
      actions={
        roleMayCall(role, 'exportSupportRequests') && (
          <ExportLink href={exportSupportRequestsUrl(filters)} />
        )
      }
    >
      <SupportFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <PagedTable
        list={requests}
        caption="Support requests, newest first"
        columns={columns}
        rowKey={(row) => row.id}
        empty="No support request matches these filters."
        loading="Loading support requests…"
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
    </Page>
  );
}

function SupportFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  return (
    <FilterForm label="Filter support requests" filters={filters} onApply={onApply} columns={4}>
      {(bind) => (
        <>
          <ChoiceField
            label="Country"
            field={bind('country')}
            all="All countries"
            choices={CONSOLE_COUNTRIES}
            names={COUNTRY_NAMES}
          />
          <ChoiceField
            label="Status"
            field={bind('status')}
            all="Every status"
            choices={SUPPORT_REQUEST_STATUSES}
          />
          <DateRangeFields bind={bind} fromLabel="Received from" toLabel="Received to" />
        </>
      )}
    </FilterForm>
  );
}
