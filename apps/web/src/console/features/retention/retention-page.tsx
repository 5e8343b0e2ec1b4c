import { DEFAULT_PAGE_SIZE } from '@mizan/contracts/console';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import type { Column } from '../../components/table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useRetentionRuns } from './api/list-retention-runs.ts';

type Row = NonNullable<ReturnType<typeof useRetentionRuns>['data']>['items'][number];

const TRIGGERS: Record<Row['trigger'], string> = {
  schedule: 'Daily job',
  command: 'npm run data:retention',
};

const columns: Column<Row>[] = [
  { header: 'Started', cell: (row) => formatDateTime(row.startedAt) },
  {
    header: 'Finished',
    // A run still going, or one a stopped process left: the next run takes up the rest.
    cell: (row) => (row.finishedAt ? formatDateTime(row.finishedAt) : 'Not finished'),
  },
  { header: 'Run by', cell: (row) => TRIGGERS[row.trigger] },
  { header: 'Erased what was created before', cell: (row) => formatDateTime(row.cutoff) },
  { header: 'Applications', cell: (row) => row.applications.toLocaleString('en-US') },
  { header: 'Support requests', cell: (row) => row.supportRequests.toLocaleString('en-US') },
];

/**
 * The retention job's runs (issue 25), for admins: when each ran and how many applications and
 * support requests lost their personal data. Counts only: a run names nobody.
 */
export function RetentionPage() {
  const { page, show } = useListAddress('/retention', {});
  const runs = useRetentionRuns({ page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <Page title="Retention">
      <p className="max-w-prose text-sm text-ink-700">
        Every day at 02:00 UTC the names, email addresses, phone numbers and messages of
        applications and support requests older than the retention period (RETENTION_MONTHS, 24
        months unless set otherwise) are erased. The applications stay, anonymous, so the counts
        hold.
      </p>
      <PagedTable
        list={runs}
        caption="Retention runs, newest first"
        columns={columns}
        rowKey={(row) => row.id}
        empty="The retention job has not run yet."
        loading="Loading retention runs…"
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show({}, next)}
      />
    </Page>
  );
}
