import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  CONSOLE_COUNTRIES,
  DEFAULT_PAGE_SIZE,
  SUPPORT_REQUEST_STATUSES,
  SupportRequestFiltersSchema,
  type OperatorRole,
} from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { Select } from '../../components/select.tsx';
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
import { exportSupportRequestsUrl } from './api/export-support-requests.ts';
import { useSupportRequests, type SupportRequestListQuery } from './api/list-support-requests.ts';

type Row = NonNullable<ReturnType<typeof useSupportRequests>['data']>['items'][number];

export function SupportRequestsPage({ role }: { role: OperatorRole }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search, SupportRequestFiltersSchema.shape);
  const page = pageFromSearch(search);
  const requests = useSupportRequests(
    listQuery(filters, page, DEFAULT_PAGE_SIZE) as SupportRequestListQuery,
  );
  const show = (next: FilterValues, nextPage = 0) =>
    navigate(`/support-requests${searchFor(next, nextPage)}`);
  const opens = roleMayCall(role, 'getSupportRequest');
  const columns: Column<Row>[] = [
    {
      header: 'Received',
      cell: (row) =>
        opens ? (
          <Link
            href={`/support-requests/${row.id}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {formatDateTime(row.createdAt)}
          </Link>
        ) : (
          formatDateTime(row.createdAt)
        ),
    },
    { header: 'Country', cell: (row) => row.country },
    { header: 'Language', cell: (row) => (row.language === 'ar' ? 'Arabic' : 'English') },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  ];
  if (opens) {
    columns.push({
      header: 'From',
      cell: (row) =>
        row.requester ? (
          <>
            <span className="block font-medium">{row.requester.fullName}</span>
            <span className="block text-ink-500">{row.requester.email}</span>
          </>
        ) : (
          '—'
        ),
    });
  }
  return (
    <Page
      title="Support requests"
      actions={
        roleMayCall(role, 'exportSupportRequests') && (
          <a
            href={exportSupportRequestsUrl(filters)}
            download
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-6 font-medium text-brand-700 hover:bg-brand-50"
          >
            Export CSV
          </a>
        )
      }
    >
      <SupportFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <Alert>{requests.isError ? failureText(requests.error) : undefined}</Alert>
      {requests.data ? (
        <>
          <DataTable
            caption="Support requests, newest first"
            columns={columns}
            rows={requests.data.items}
            rowKey={(row) => row.id}
            empty="No support request matches these filters."
          />
          <Pager
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={requests.data.total}
            onPage={(next) => show(filters, next)}
          />
        </>
      ) : (
        requests.isPending && (
          <p role="status" className="text-sm text-ink-500">
            Loading support requests…
          </p>
        )
      )}
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
  const [draft, setDraft] = useState<FilterValues>(filters);
  const set = (key: string) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Panel>
      <form
        onSubmit={submit}
        aria-label="Filter support requests"
        className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field label="Country">
          {(control) => (
            <Select {...control} value={draft.country ?? ''} onChange={set('country')}>
              <option value="">All countries</option>
              {CONSOLE_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {country === 'AE' ? 'United Arab Emirates' : 'Saudi Arabia'}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select {...control} value={draft.status ?? ''} onChange={set('status')}>
              <option value="">Every status</option>
              {SUPPORT_REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Received from">
          {(control) => (
            <TextInput {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />
          )}
        </Field>
        <Field label="Received to">
          {(control) => (
            <TextInput {...control} type="date" value={draft.to ?? ''} onChange={set('to')} />
          )}
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Apply filters</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            Clear filters
          </Button>
        </div>
      </form>
    </Panel>
  );
}
