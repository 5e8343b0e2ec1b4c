import { useState } from 'react';
import {
  DataRequestListQuerySchema,
  DEFAULT_PAGE_SIZE,
  type DataRequestItem,
} from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../components/alert.tsx';
import { ConfirmedAction } from '../../components/confirmed-action.tsx';
import { ChoiceField, FilterForm } from '../../components/filter-form.tsx';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { listQuery, type FilterValues } from '../../lib/search-filters.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useCompleteDataRequest } from './api/complete-data-request.ts';
import { useEraseDataRequest } from './api/erase-data-request.ts';
import { useExportDataRequest } from './api/export-data-request.ts';
import { useDataRequests, type DataRequestListQuery } from './api/list-data-requests.ts';
import { CompleteForm } from './complete-form.tsx';
import { DueClock } from './due-clock.tsx';

const FILTERS = DataRequestListQuerySchema.pick({ state: true }).shape;
const KIND_NAMES = { export: 'Copy', erase: 'Erasure' } as const;

/** What the team did about a request so far, in a few words. */
function progressOf(row: DataRequestItem): string {
  const steps = [
    row.exportedAt && `Exported ${formatDateTime(row.exportedAt)}`,
    row.erasedAt && `Erased ${formatDateTime(row.erasedAt)}`,
    row.doneAt && `Done ${formatDateTime(row.doneAt)}`,
  ].filter(Boolean);
  return steps.length > 0 ? steps.join('; ') : '—';
}

/**
 * Visitors' data requests (issue 25): those their sender confirmed, each with its 30-day clock,
 * overdue first. For each: export what is held about the address (a JSON file), erase it (an
 * erasure request), and mark it done with a note. Every call is logged by the server.
 */
export function DataRequestsPage() {
  const { search, filters, page, show } = useListAddress('/data-requests', FILTERS);
  const requests = useDataRequests(
    listQuery(filters, page, DEFAULT_PAGE_SIZE) as DataRequestListQuery,
  );
  const exporting = useExportDataRequest();
  const erasing = useEraseDataRequest();
  const completing = useCompleteDataRequest();
  const [message, setMessage] = useState<string>();
  const busy = exporting.isPending || erasing.isPending || completing.isPending;
  const failure = [exporting, erasing, completing].find((call) => call.isError)?.error;
  const reset = () => {
    setMessage(undefined);
    for (const call of [exporting, erasing, completing]) call.reset();
  };

  const columns: Column<DataRequestItem>[] = [
    {
      header: 'Clock',
      cell: (row) => <DueClock request={row} />,
    },
    {
      header: 'Request',
      cell: (row) => (
        <>
          <span className="font-medium">{KIND_NAMES[row.kind]}</span>
          <span className="block font-mono text-xs text-ink-500">{row.id}</span>
        </>
      ),
    },
    {
      header: 'Address',
      cell: (row) => row.email ?? <span className="text-ink-500">Erased or done</span>,
    },
    {
      header: 'Dates',
      cell: (row) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs whitespace-nowrap">
          <dt className="text-ink-500">Requested</dt>
          <dd>{formatDateTime(row.requestedAt)}</dd>
          <dt className="text-ink-500">Confirmed</dt>
          <dd>{row.confirmedAt ? formatDateTime(row.confirmedAt) : '—'}</dd>
          <dt className="text-ink-500">Due</dt>
          <dd className="font-semibold">{row.dueAt ? formatDateTime(row.dueAt) : '—'}</dd>
        </dl>
      ),
    },
    {
      header: 'State',
      cell: (row) => (
        <>
          <StatusBadge status={row.state} />
          <span className="mt-1 block text-xs text-ink-500">{progressOf(row)}</span>
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (row) =>
        row.state === 'confirmed' ? (
          <div className="flex flex-col items-start gap-2">
            {row.email && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  reset();
                  exporting.mutate(row.id, {
                    onSuccess: () => setMessage(`Exported request ${row.id}: the file is saved.`),
                  });
                }}
              >
                Export<span className="sr-only"> the data of request {row.id}</span>
              </Button>
            )}
            {row.kind === 'erase' && !row.erasedAt && (
              // Cannot be taken back: it asks once more.
              <ConfirmedAction
                label={['Erase', `the person of request ${row.id}`]}
                question={`Erase everything held about ${row.email ?? 'this address'}? This cannot be undone.`}
                confirmLabel="Yes, erase"
                disabled={busy}
                onConfirm={() => {
                  reset();
                  erasing.mutate(row.id, {
                    onSuccess: () => setMessage(`Erased the person of request ${row.id}.`),
                  });
                }}
              />
            )}
            <CompleteForm
              requestId={row.id}
              disabled={busy}
              onComplete={(note) => {
                reset();
                completing.mutate(
                  { requestId: row.id, note },
                  { onSuccess: () => setMessage(`Request ${row.id} is done.`) },
                );
              }}
            />
          </div>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Page title="Data requests">
      <p className="max-w-prose text-sm text-ink-700">
        Requests for a copy or the erasure of a visitor&apos;s data, confirmed by their sender. The
        law gives 30 days from the confirmation: overdue requests come first.
      </p>
      <RequestFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <Alert>{failure ? failureText(failure) : undefined}</Alert>
      <Alert tone="success">{failure ? undefined : message}</Alert>
      <PagedTable
        list={requests}
        caption="Data requests, overdue and nearest due first"
        columns={columns}
        rowKey={(row) => row.id}
        empty="No data request matches this filter."
        loading="Loading data requests…"
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
    </Page>
  );
}

function RequestFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  return (
    <FilterForm label="Filter data requests" filters={filters} onApply={onApply} columns={4}>
      {(bind) => (
        <ChoiceField
          label="State"
          field={bind('state')}
          all="Open and done"
          choices={['confirmed', 'done']}
        />
      )}
    </FilterForm>
  );
}
