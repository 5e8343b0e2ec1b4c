import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS } from '@mizan/contracts';
import { json, problem, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';

const COUNTS = [200, 160, 120, 90, 30, 80, 60, 40, 38, 20, 3];
const DAYS = ['2026-11-01', '2026-11-02'];

/** A funnel whose first day has a third of each count, the second the rest. */
function funnelServer() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/console/funnel', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const steps = FUNNEL_STEPS.filter(
        (step) => !query.productType || step !== 'customer_created',
      ).map((step) => ({ step, count: COUNTS[FUNNEL_STEPS.indexOf(step)]! }));
      const share = (count: number, day: number) =>
        day === 0 ? Math.floor(count / 3) : count - Math.floor(count / 3);
      return json({
        steps,
        days: DAYS.map((day, index) => ({
          day,
          steps: steps.map((s) => ({ step: s.step, count: share(s.count, index) })),
        })),
      });
    }),
  );
  return { queries };
}

describe('the funnel page', () => {
  it('shows the steps with their conversions, a chart and the daily table, with no violation axe can find', async () => {
    signedInAs('analyst');
    const { queries } = funnelServer();
    renderConsole('/funnel?from=2026-11-01&to=2026-11-02');
    const table = await screen.findByRole('table', {
      name: 'Funnel steps from 2026-11-01 to 2026-11-02',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StepCountFrom the step beforeFrom the first step',
      'Details given200——',
      'Application started16080%80%',
      'Questions answered12075%60%',
      'Eligible9075%45%',
      'Not eligible3025%15%',
      'Products shown8088.9%40%',
      'Product chosen6075%30%',
      'Submitted4066.7%20%',
      'Delivered to the bank3895%19%',
      'Approved by the bank2052.6%10%',
      'Withdrawn37.5%1.5%',
    ]);
    expect(queries[0]).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    const chart = screen.getByRole('img', { name: /Details given per day/ });
    expect(chart).toHaveAccessibleDescription(
      '200 in all from 2026-11-01 to 2026-11-02; the most, 134, on 2026-11-02.',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/console/funnel.csv?from=2026-11-01&to=2026-11-02',
    );
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 20_000);

  it('charts the step chosen, and lists every day in the table', async () => {
    signedInAs('admin');
    funnelServer();
    const { user } = renderConsole('/funnel?from=2026-11-01&to=2026-11-02');
    await user.selectOptions(await screen.findByLabelText('Step in the chart'), 'submitted');
    expect(screen.getByRole('img', { name: /Submitted per day/ })).toHaveAccessibleDescription(
      '40 in all from 2026-11-01 to 2026-11-02; the most, 27, on 2026-11-02.',
    );
    const daily = screen.getByRole('table', { name: "Each step's count per day" });
    expect(within(daily).getAllByRole('row')).toHaveLength(3);
    expect(within(daily).getAllByRole('row')[1]!.textContent).toBe(
      '2026-11-0166534030102620131261',
    );
  });

  it('asks for the last 30 days by default and applies the filters to the address', async () => {
    signedInAs('analyst');
    const { queries } = funnelServer();
    const { user } = renderConsole('/funnel');
    await screen.findByRole('table', { name: /Funnel steps from/ });
    const { from, to } = queries[0]!;
    expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(29);
    const filters = screen.getByRole('form', { name: 'Filter the funnel' });
    await user.selectOptions(within(filters).getByLabelText('Product type'), 'Loan');
    await user.selectOptions(within(filters).getByLabelText('Country'), 'SA');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ from, to, country: 'SA', productType: 'Loan' }),
    );
    expect(consoleLocation()).toContain('productType=Loan');
    expect(await screen.findByRole('cell', { name: 'Application started' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'Details given' })).toBeNull();
  });

  it('announces a range the server refuses', async () => {
    signedInAs('analyst');
    server.use(
      http.get('/api/console/funnel', () =>
        problem(400, 'Invalid request', 'query.from: must be on or before the last day (to)'),
      ),
    );
    renderConsole('/funnel?from=2026-11-05&to=2026-11-01');
    const message = await screen.findByText('query.from: must be on or before the last day (to)');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});
