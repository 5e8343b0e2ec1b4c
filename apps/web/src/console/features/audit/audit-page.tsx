import { AUDIT_PAGE_SIZE, AuditQuerySchema } from '@mizan/contracts/console';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { DateRangeFields, FilterForm } from '../../components/filter-form.tsx';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { Select } from '../../components/select.tsx';
import type { Column } from '../../components/table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { FilterValues } from '../../lib/search-filters.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useAudit, type AuditQuery } from './api/list-audit.ts';
import { useOperatorsForFilter } from './api/list-operators-for-filter.ts';

type Entry = NonNullable<ReturnType<typeof useAudit>['data']>['items'][number];

/** The audit log's filters: the contract's query without its page. */
const AUDIT_FILTERS = AuditQuerySchema.omit({ page: true }).shape;

// Target, Before and After wrap, each in a column wide enough to read (an id on two lines, a
// change a few words a line): left to the table, they were squeezed to a few letters a line.
const WRAPPED = 'block min-w-52 max-w-xs';

/** What changed, as `key: value` lines (a value that is no object as it is). */
function change(value: unknown) {
  if (value === null || value === undefined) return '—';
  const lines =
    typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([key, item]) => `${key}: ${JSON.stringify(item)}`)
      : [JSON.stringify(value)];
  return (
    <code className={`${WRAPPED} font-mono text-xs break-all whitespace-pre-wrap`}>
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
    cell: (entry) => (
      <span className={`${WRAPPED} font-mono text-xs break-all`}>{entry.target ?? '—'}</span>
    ),
    className: 'whitespace-normal',
  },
  { header: 'Before', cell: (entry) => change(entry.before), className: 'whitespace-normal' },
  { header: 'After', cell: (entry) => change(entry.after), className: 'whitespace-normal' },
  { header: 'IP', cell: (entry) => <span className="font-mono text-xs">{entry.ip ?? '—'}</span> },
];

export function AuditPage() {
  const { search, filters, page, show } = useListAddress('/audit', AUDIT_FILTERS);
  const audit = useAudit({ ...filters, page } as AuditQuery);
  return (
    <Page title="Audit log">
      <AuditFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <PagedTable
        list={audit}
        caption="Audit log, newest first"
        columns={columns}
        rowKey={(entry) =>
          `${entry.at}-${entry.action}-${entry.target ?? ''}-${entry.actor.email ?? ''}`
        }
        empty="No entry matches these filters."
        loading="Loading the audit log…"
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
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
  const operators = useOperatorsForFilter();
  return (
    <FilterForm label="Filter the audit log" filters={filters} onApply={onApply} columns={4}>
      {(bind) => (
        <>
          <Field label="Action" hint="For example session.signIn or operator.add">
            {(control) => <TextInput {...control} ltr spellCheck={false} {...bind('action')} />}
          </Field>
          <Field label="Operator">
            {(control) => (
              <Select {...control} {...bind('operator')}>
                <option value="">Every operator</option>
                {operators.map((operator) => (
                  <option key={operator.id} value={operator.id}>
                    {operator.email}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <DateRangeFields bind={bind} fromLabel="From" toLabel="To" />
        </>
      )}
    </FilterForm>
  );
}
