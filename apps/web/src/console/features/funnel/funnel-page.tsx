import { useState } from 'react';
import { PRODUCT_TYPES, type FunnelStep } from '@mizan/contracts';
import {
  CONSOLE_COUNTRIES,
  FunnelQuerySchema,
  funnelRates,
  type FunnelStepRates,
} from '@mizan/contracts/console';
import { Field } from '../../../components/ui/form-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { ChoiceField, DateRangeFields, FilterForm } from '../../components/filter-form.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { ExportLink } from '../../components/paged-table.tsx';
import { Select } from '../../components/select.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { COUNTRY_NAMES, failureText } from '../../lib/format.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { exportFunnelUrl } from './api/export-funnel.ts';
import { useFunnel, type FunnelQuery } from './api/get-funnel.ts';
import { FunnelChart } from './funnel-chart.tsx';
import { STEP_NAMES } from './step-names.ts';

const FUNNEL_FILTERS = FunnelQuerySchema.shape;
/** The range shown when the address names none: the last 30 days. */
const DEFAULT_DAYS = 30;

/**
 * Today where the later of the two countries is (Dubai): a range ending today then takes in
 * both countries' today.
 */
function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(now);
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

const STEP_COLUMNS: Column<FunnelStepRates>[] = [
  { header: 'Step', cell: (row) => STEP_NAMES[row.step] },
  { header: 'Count', cell: (row) => row.count.toLocaleString('en-US'), className: 'text-end' },
  {
    header: 'From the step before',
    cell: (row) => percent(row.fromPrevious),
    className: 'text-end',
  },
  { header: 'From the first step', cell: (row) => percent(row.fromFirst), className: 'text-end' },
];

/**
 * Where visitors drop out (issue 25): each step's count over a range of local days, with the
 * conversion from the step before and from the first; a chart of one step's daily counts, every
 * day's counts as a table, and the figures as CSV. Counts only: no person is named.
 */
export function FunnelPage() {
  const { search, filters, show } = useListAddress('/funnel', FUNNEL_FILTERS);
  const { from, to = today(), ...others } = filters;
  const applied = { from: from ?? daysBefore(to, DEFAULT_DAYS - 1), to, ...others };
  const query = applied as FunnelQuery;
  const funnel = useFunnel(query);
  const [charted, setCharted] = useState<FunnelStep>();
  const steps = funnel.data?.steps ?? [];
  const chartStep = steps.some((s) => s.step === charted) ? charted! : steps[0]?.step;
  const chartIndex = steps.findIndex((s) => s.step === chartStep);

  return (
    <Page title="Funnel" actions={<ExportLink href={exportFunnelUrl(query)} />}>
      <FilterForm
        key={search}
        label="Filter the funnel"
        filters={applied}
        onApply={(next) => show(next)}
        columns={4}
      >
        {(bind) => (
          <>
            <DateRangeFields bind={bind} fromLabel="From (day)" toLabel="To (day)" />
            <ChoiceField
              label="Country"
              field={bind('country')}
              all="All countries"
              choices={CONSOLE_COUNTRIES}
              names={COUNTRY_NAMES}
            />
            <ChoiceField
              label="Product type"
              field={bind('productType')}
              all="Cards and loans"
              choices={PRODUCT_TYPES}
            />
          </>
        )}
      </FilterForm>
      <p className="text-sm text-ink-700">
        Days are calendar days where the visitor is: Asia/Dubai for the UAE, Asia/Riyadh for Saudi
        Arabia. With a product type, “{STEP_NAMES.customer_created}” is not counted: a visitor gives
        their details before choosing.
      </p>
      <Alert>{funnel.isError ? failureText(funnel.error) : undefined}</Alert>
      {funnel.isPending ? (
        <p role="status">Loading the funnel…</p>
      ) : funnel.data ? (
        <>
          <DataTable
            caption={`Funnel steps from ${applied.from} to ${applied.to}`}
            columns={STEP_COLUMNS}
            rows={funnelRates(steps)}
            rowKey={(row) => row.step}
            empty="No steps."
          />
          <Panel className="space-y-4">
            <h2 className="text-lg font-semibold text-ink-900">Daily counts</h2>
            <Field label="Step in the chart">
              {(control) => (
                <Select
                  {...control}
                  value={chartStep ?? ''}
                  onChange={(event) => setCharted(event.target.value as FunnelStep)}
                >
                  {steps.map((s) => (
                    <option key={s.step} value={s.step}>
                      {STEP_NAMES[s.step]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {chartStep && (
              <FunnelChart
                title={`${STEP_NAMES[chartStep]} per day`}
                points={funnel.data.days.map((d) => ({
                  day: d.day,
                  count: d.steps[chartIndex]?.count ?? 0,
                }))}
              />
            )}
            <details>
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">
                Every day’s counts as a table
              </summary>
              <DataTable
                caption="Each step's count per day"
                columns={[
                  { header: 'Day', cell: (row) => row.day },
                  ...steps.map((s, index) => ({
                    header: STEP_NAMES[s.step],
                    cell: (row: (typeof funnel.data.days)[number]) => row.steps[index]?.count ?? 0,
                    className: 'text-end',
                  })),
                ]}
                rows={funnel.data.days}
                rowKey={(row) => row.day}
                empty="No days."
              />
            </details>
          </Panel>
        </>
      ) : null}
    </Page>
  );
}
