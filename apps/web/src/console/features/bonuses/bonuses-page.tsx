import { useState } from 'react';
import { BONUS_STATES } from '@mizan/contracts';
import {
  BonusListQuerySchema,
  DEFAULT_PAGE_SIZE,
  type OperatorRole,
} from '@mizan/contracts/console';
import { Alert } from '../../components/alert.tsx';
import { ConfirmedAction } from '../../components/confirmed-action.tsx';
import { ChoiceField, FilterForm } from '../../components/filter-form.tsx';
import { Page } from '../../components/page.tsx';
import { DetailLink, PagedTable } from '../../components/paged-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { listQuery, type FilterValues } from '../../lib/search-filters.ts';
import { roleMayCall } from '../../lib/session.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useBonuses, type BonusListQuery } from './api/list-bonuses.ts';
import { useMarkBonusPaid } from './api/mark-bonus-paid.ts';

type Row = NonNullable<ReturnType<typeof useBonuses>['data']>['items'][number];

const BONUS_FILTERS = BonusListQuerySchema.pick({ state: true }).shape;

/** "AED 200": the console writes amounts with the code first, as the site's English does. */
const amountOf = (row: Row) => `${row.currency} ${row.amount.toLocaleString('en-US')}`;

/**
 * The bonuses the banks' approvals made due (issue 24): the longest due first, so none is
 * forgotten. Admins record a payment made outside the console; everyone who reads leads sees them.
 */
export function BonusesPage({ role }: { role: OperatorRole }) {
  const { search, filters, page, show } = useListAddress('/bonuses', BONUS_FILTERS);
  const bonuses = useBonuses(listQuery(filters, page, DEFAULT_PAGE_SIZE) as BonusListQuery);
  const markPaid = useMarkBonusPaid();
  const [paid, setPaid] = useState<string>();
  const pays = roleMayCall(role, 'markBonusPaid');
  const opens = roleMayCall(role, 'getApplicationDetail');

  const columns: Column<Row>[] = [
    {
      // Its id for a role that opens leads; for the others its reference (decision 0031).
      header: opens ? 'Application' : 'Reference',
      cell: (row) => (
        <span className="font-mono text-xs">
          <DetailLink href={`/leads/${row.applicationId}`} opens={opens}>
            {row.applicationId}
          </DetailLink>
        </span>
      ),
    },
    { header: 'Amount', cell: amountOf },
    { header: 'State', cell: (row) => <StatusBadge status={row.state} /> },
    { header: 'Due since', cell: (row) => formatDateTime(row.dueSince) },
    { header: 'Paid', cell: (row) => (row.paidAt ? formatDateTime(row.paidAt) : '—') },
  ];
  if (pays) {
    columns.push({
      header: 'Action',
      cell: (row) =>
        row.state === 'due' ? (
          // Cannot be taken back (the payment is recorded and logged): it asks once more.
          <ConfirmedAction
            label={['Mark paid', `${amountOf(row)} for application ${row.applicationId}`]}
            question={`Mark ${amountOf(row)} for application ${row.applicationId} paid?`}
            confirmLabel="Yes, it is paid"
            tone="primary"
            disabled={markPaid.isPending}
            onConfirm={() =>
              markPaid.mutate(row.applicationId, {
                onSuccess: () => setPaid(`${amountOf(row)} recorded as paid.`),
              })
            }
          />
        ) : (
          '—'
        ),
    });
  }

  return (
    <Page title="Bonuses">
      <BonusFilters key={search} filters={filters} onApply={(next) => show(next)} />
      <Alert>{markPaid.isError ? failureText(markPaid.error) : undefined}</Alert>
      <Alert tone="success">{markPaid.isError ? undefined : paid}</Alert>
      <PagedTable
        list={bonuses}
        caption="Bonuses, longest due first"
        columns={columns}
        rowKey={(row) => row.applicationId}
        empty="No bonus matches this filter."
        loading="Loading bonuses…"
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
    </Page>
  );
}

function BonusFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  return (
    <FilterForm label="Filter bonuses" filters={filters} onApply={onApply} columns={4}>
      {(bind) => (
        <ChoiceField label="State" field={bind('state')} all="Every state" choices={BONUS_STATES} />
      )}
    </FilterForm>
  );
}
