import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';

const DAILY = {
  id: '5a1b2c3d-1111-4000-8000-000000000001',
  startedAt: '2026-11-27T02:00:00.000Z',
  finishedAt: '2026-11-27T02:00:41.000Z',
  trigger: 'schedule',
  cutoff: '2024-11-27T02:00:00.000Z',
  applications: 1234,
  supportRequests: 56,
};
const COMMAND = {
  ...DAILY,
  id: '5a1b2c3d-1111-4000-8000-000000000002',
  startedAt: '2026-11-26T15:10:00.000Z',
  finishedAt: null,
  trigger: 'command',
  applications: 0,
  supportRequests: 0,
};

describe('the retention page', () => {
  it("lists the job's runs with when and how many, with no violation axe can find", async () => {
    signedInAs('admin');
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('/api/console/retention-runs', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return json({ items: [DAILY, COMMAND], total: 2 });
      }),
    );
    renderConsole('/retention');
    const table = await screen.findByRole('table', { name: 'Retention runs, newest first' });
    const [, daily, command] = within(table).getAllByRole('row');
    expect(within(daily!).getByText('Daily job')).toBeVisible();
    expect(within(daily!).getByText('1,234')).toBeVisible();
    expect(within(daily!).getByText('56')).toBeVisible();
    expect(within(command!).getByText('npm run data:retention')).toBeVisible();
    expect(within(command!).getByText('Not finished')).toBeVisible();
    expect(queries[0]).toEqual({ page: '0', pageSize: '25' });
    expect(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', {
        name: 'Retention',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is not there for support', async () => {
    signedInAs('support');
    server.use(http.get('/api/console/applications', () => json({ items: [], total: 0 })));
    renderConsole('/retention');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
  });
});
