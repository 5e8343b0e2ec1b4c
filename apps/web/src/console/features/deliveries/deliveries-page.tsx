import { DELIVERY_STATES } from '@mizan/contracts';
import { DEFAULT_PAGE_SIZE, DeliveryListQuerySchema } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../components/alert.tsx';
import { BankChoiceField } from '../../components/bank-choice-field.tsx';
import { ChoiceField, FilterForm } from '../../components/filter-form.tsx';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { useBanks } from '../../lib/list-banks.ts';
import { listQuery } from '../../lib/search-filters.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useDeliveries, type Delivery, type DeliveryListQuery } from './api/list-deliveries.ts';
import { useRetryDelivery } from './api/retry-delivery.ts';

const { bankId, state } = DeliveryListQuerySchema.shape;
const DELIVERY_FILTERS = { bankId, state };

const TYPE_NAMES: Record<Delivery['type'], string> = {
  'application.submitted': 'Lead',
  'application.withdrawn': 'Withdrawal',
  'application.erased': 'Erasure',
};

/** The bank's answer on the last attempt: its status (or that none came) and its words. */
function LastAnswer({ delivery }: { delivery: Delivery }) {
  if (delivery.attempts === 0) return '—';
  return (
    <>
      <span className="block font-medium">
        {delivery.lastStatus === null ? 'No answer' : `HTTP ${delivery.lastStatus}`}
      </span>
      {delivery.lastError && <span className="block text-ink-500">{delivery.lastError}</span>}
    </>
  );
}

/** Deliveries to banks (admins, support): by bank and state, with "Retry now". */
export function DeliveriesPage() {
  const { search, filters, page, show } = useListAddress('/deliveries', DELIVERY_FILTERS);
  const query = listQuery(filters, page, DEFAULT_PAGE_SIZE) as DeliveryListQuery;
  const deliveries = useDeliveries(query);
  const banks = useBanks().data?.items ?? [];
  const retry = useRetryDelivery();
  const bankName = (id: number) => banks.find((bank) => bank.id === id)?.name.en ?? `Bank ${id}`;

  const columns: Column<Delivery>[] = [
    { header: 'Created', cell: (delivery) => formatDateTime(delivery.createdAt) },
    { header: 'Bank', cell: (delivery) => bankName(delivery.bankId) },
    {
      header: 'What',
      cell: (delivery) =>
        delivery.applicationId === null ? 'Test lead' : TYPE_NAMES[delivery.type],
    },
    { header: 'State', cell: (delivery) => <StatusBadge status={delivery.state} /> },
    { header: 'Attempts', cell: (delivery) => delivery.attempts },
    {
      header: 'Last answer',
      className: 'max-w-72 break-words',
      cell: (delivery) => <LastAnswer delivery={delivery} />,
    },
    {
      header: 'Next try',
      cell: (delivery) =>
        delivery.deliveredAt
          ? `Delivered ${formatDateTime(delivery.deliveredAt)}`
          : delivery.nextAttemptAt
            ? formatDateTime(delivery.nextAttemptAt)
            : '—',
    },
    {
      header: 'Actions',
      cell: (delivery) =>
        delivery.state === 'delivered' ? (
          ''
        ) : (
          <Button
            variant="secondary"
            disabled={retry.isPending}
            onClick={() => retry.mutate(delivery.id)}
          >
            Retry now
            <span className="sr-only">
              {' '}
              the {TYPE_NAMES[delivery.type].toLowerCase()} to {bankName(delivery.bankId)} of{' '}
              {formatDateTime(delivery.createdAt)}
            </span>
          </Button>
        ),
    },
  ];

  return (
    <Page title="Deliveries">
      <FilterForm
        key={search}
        label="Filter deliveries"
        filters={filters}
        onApply={(next) => show(next)}
        columns={3}
      >
        {(bind) => (
          <>
            <BankChoiceField field={bind('bankId')} selected={filters.bankId} />
            <ChoiceField
              label="State"
              field={bind('state')}
              all="Every state"
              choices={DELIVERY_STATES}
            />
          </>
        )}
      </FilterForm>
      <Alert>{retry.isError ? failureText(retry.error) : undefined}</Alert>
      <Alert tone="success">{retry.isSuccess ? 'Queued to be tried again now.' : undefined}</Alert>
      <PagedTable
        list={deliveries}
        caption="Deliveries to banks, newest first"
        columns={columns}
        rowKey={(delivery) => delivery.id}
        empty="No delivery matches these filters."
        loading="Loading deliveries…"
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
    </Page>
  );
}
