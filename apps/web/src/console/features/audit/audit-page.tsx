import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUDIT_PAGE_SIZE, AuditQuerySchema } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { Select } from '../../components/select.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import {
  filtersFromSearch,
  pageFromSearch,
  searchFor,
  type FilterValues,
} from '../../lib/search-filters.ts';
import { useAudit, type AuditQuery } from './api/list-audit.ts';
import { useOperatorsForFilter } from './api/list-operators-for-filter.ts';

type Entry = NonNullable<ReturnType<typeof useAudit>['data']>['items'][number];

/** The audit log's filters: the contract's query without its page. */
const AUDIT_FILTERS = AuditQuerySchema.omit({ page: true }).shape;

/** What changed, as `key: value` lines (a value that is no object as it is). */
function change(value: unknown) {
  if (value === null || value === undefined) return '—';
  const lines =
    typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([key, item]) => `${key}: ${JSON.stringify(item)}`)
      : [JSON.stringify(value)];
  return (
    <code className="block max-w-xs font-mono text-xs break-all whitespace-pre-wrap">
      {lines.join('\n')}
    </code>
  );
}

const columns: Column<Entry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.at) },
  { header: 'Who', cell: (entry) => entry.actor.email ?? '—' },
  { header: 'Action', cell: (entry) => <span className="font-mono text-xs">{entry.action}</span> },
  {
    header: 'Target',
    cell: (entry) => <span className="font-mono text-xs break-all">{entry.target ?? '—'}</span>,
  },
  { header: 'Before', cell: (entry) => change(entry.before), className: 'whitespace-normal' },
  { header: 'After', cell: (entry) => change(entry.after), className: 'whitespace-normal' },
  { header: 'IP', cell: (entry) => <span className="font-mono text-xs">{entry.ip ?? '—'}</span> },
];

export function AuditPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search, AUDIT_FILTERS);
  const page = pageFromSearch(search);
  const audit = useAudit({ ...filters, page } as AuditQuery);
  const show = (next: FilterValues, nextPage = 0) => navigate(`/audit${searchFor(next, nextPage)}`);
  return (
    <Page title="Audit log">
      <AuditFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <Alert>{audit.isError ? failureText(audit.error) : undefined}</Alert>
      {audit.data ? (
        <>
          <DataTable
            caption="Audit log, newest first"
            columns={columns}
            rows={audit.data.items}
            rowKey={(entry) =>
              `${entry.at}-${entry.action}-${entry.target ?? ''}-${entry.actor.email ?? ''}`
            }
            empty="No entry matches these filters."
          />
          <Pager
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            onPage={(next) => show(filters, next)}
          />
        </>
      ) : (
        audit.isPending && (
          <p role="status" className="text-sm text-ink-500">
            Loading the audit log…
          </p>
        )
      )}
    </Page>
  );
}

function AuditFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  const [draft, setDraft] = useState<FilterValues>(filters);
  const operators = useOperatorsForFilter();
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
        aria-label="Filter the audit log"
        className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field label="Action" hint="For example session.signIn or operator.add">
          {(control) => (
            <TextInput
              {...control}
              ltr
              spellCheck={false}
              value={draft.action ?? ''}
              onChange={set('action')}
            />
          )}
        </Field>
        <Field label="Operator">
          {(control) => (
            <Select {...control} value={draft.operator ?? ''} onChange={set('operator')}>
              <option value="">Every operator</option>
              {operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="From">
          {(control) => (
            <TextInput {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />
          )}
        </Field>
        <Field label="To">
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
