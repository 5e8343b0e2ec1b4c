import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectClosedTo,
  tableRows,
} from '../../testing/page-checks.ts';

const CAPTION = 'Data requests, overdue and nearest due first';

const COPY = {
  id: '5b1f0c2e-2222-4000-8000-000000000001',
  kind: 'export',
  state: 'confirmed',
  requestedAt: '2026-11-20T08:00:00.000Z',
  confirmedAt: '2026-11-20T08:30:00.000Z',
  dueAt: '2026-12-20T08:30:00.000Z',
  email: 'omar@example.com',
  exportedAt: '2026-11-21T09:00:00.000Z',
  erasedAt: null,
  doneAt: null,
};
const DONE_ERASURE = {
  ...COPY,
  id: '5b1f0c2e-2222-4000-8000-000000000002',
  kind: 'erase',
  state: 'done',
  email: null,
  exportedAt: null,
  erasedAt: '2026-11-22T10:00:00.000Z',
  doneAt: '2026-11-22T10:05:00.000Z',
};

/** The queue answering `items`; every query it was asked. */
function queueServer(items: unknown[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/console/data-requests', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json({ items, total: items.length });
    }),
  );
  return queries;
}

describe('the data requests page, row by row', () => {
  it('says what was done so far, and offers nothing on a request that is done', async () => {
    signedInAs('support');
    queueServer([COPY, DONE_ERASURE]);
    renderConsole('/data-requests');
    const [copy, done] = await tableRows(CAPTION);
    expect(within(copy!).getByText('Copy')).toBeVisible();
    expect(within(copy!).getByText('Exported 21 Nov 2026, 09:00 UTC')).toBeVisible();
    // A copy is never erased: only export and "done" are offered.
    expect(within(copy!).getByRole('button', { name: /^Export/ })).toBeVisible();
    expect(within(copy!).queryByRole('button', { name: /^Erase/ })).toBeNull();

    expect(within(done!).getByText('Erasure')).toBeVisible();
    expect(within(done!).getByText('Erased or done')).toBeVisible();
    expect(
      within(done!).getByText('Erased 22 Nov 2026, 10:00 UTC; Done 22 Nov 2026, 10:05 UTC'),
    ).toBeVisible();
    expect(within(done!).queryByRole('button')).toBeNull();
  });

  it('filters by state, in the address and the query', async () => {
    signedInAs('admin');
    const queries = queueServer([COPY]);
    const { user } = renderConsole('/data-requests');
    const filters = await screen.findByRole('form', { name: 'Filter data requests' });
    const state = within(filters).getByLabelText('State');
    expect([...state.querySelectorAll('option')].map((option) => option.text)).toEqual([
      'Open and done',
      'confirmed',
      'done',
    ]);
    await user.selectOptions(state, 'done');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ state: 'done', page: '0', pageSize: '25' }),
    );
    expect(consoleLocation()).toBe('/data-requests?state=done');
  });
});

describe('the data requests page, empty and failing', () => {
  it('says when no request matches the filter, with no violation axe can find', async () => {
    signedInAs('support');
    queueServer([]);
    renderConsole('/data-requests?state=confirmed');
    expect(await screen.findByText('No data request matches this filter.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("announces the server's problem when the queue cannot be read", async () => {
    signedInAs('support');
    server.use(
      http.get('/api/console/data-requests', () =>
        problem(500, 'Internal Server Error', 'The data requests could not be read.'),
      ),
    );
    renderConsole('/data-requests');
    await expectAnnouncedError('The data requests could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('announces why an export was refused, and says no file was saved', async () => {
    signedInAs('support');
    queueServer([COPY]);
    server.use(
      http.post('/api/console/data-requests/:requestId/export', () =>
        problem(409, 'Conflict', 'This request is done already.'),
      ),
    );
    const { user } = renderConsole('/data-requests');
    const [copy] = await tableRows(CAPTION);
    await user.click(within(copy!).getByRole('button', { name: /^Export/ }));
    await expectAnnouncedError('This request is done already.');
    expect(screen.queryByText(/the file is saved/)).toBeNull();
  });
});

describe('the data requests page by role', () => {
  it.each(['analyst', 'editor'] as const)(
    'is not there for %s, who may not see whom a request names',
    (role) =>
      expectClosedTo(role, '/data-requests', {
        link: 'Data requests',
        call: '/api/console/data-requests',
      }),
  );
});
