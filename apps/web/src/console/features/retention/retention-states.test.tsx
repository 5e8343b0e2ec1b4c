import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { noLeads, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectNotAllowed,
} from '../../testing/page-checks.ts';

const RUN = {
  id: '5a1b2c3d-1111-4000-8000-000000000001',
  startedAt: '2026-11-27T02:00:00.000Z',
  finishedAt: '2026-11-27T02:00:41.000Z',
  trigger: 'schedule',
  cutoff: '2024-11-27T02:00:00.000Z',
  applications: 3,
  supportRequests: 0,
};

describe('the retention page, empty, paged and failing', () => {
  it('says the job has not run yet, with no violation axe can find', async () => {
    signedInAs('admin');
    server.use(http.get('/api/console/retention-runs', () => json({ items: [], total: 0 })));
    renderConsole('/retention');
    expect(await screen.findByText('The retention job has not run yet.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('pages through the runs, the page in the address', async () => {
    signedInAs('admin');
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('/api/console/retention-runs', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return json({ items: [RUN], total: 30 });
      }),
    );
    const { user } = renderConsole('/retention');
    expect(await screen.findByText('Showing 1–25 of 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '25' }));
    expect(window.location.search).toBe('?page=1');
    expect(await screen.findByText('Showing 26–30 of 30')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("announces the server's problem when the runs cannot be read", async () => {
    signedInAs('admin');
    server.use(
      http.get('/api/console/retention-runs', () =>
        problem(500, 'Internal Server Error', 'The retention runs could not be read.'),
      ),
    );
    renderConsole('/retention');
    await expectAnnouncedError('The retention runs could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['analyst', 'Analyst'],
    ['editor', 'Editor'],
  ] as const)('is not there for %s', async (role, name) => {
    signedInAs(role);
    server.use(...noLeads());
    renderConsole('/retention');
    await expectNotAllowed(name);
  });
});
