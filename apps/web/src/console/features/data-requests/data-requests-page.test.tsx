import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const OVERDUE = {
  id: '5b1f0c2e-1111-4000-8000-000000000001',
  kind: 'erase',
  state: 'confirmed',
  requestedAt: at(-33),
  confirmedAt: at(-32.5),
  dueAt: at(-2.5),
  email: 'layla@example.com',
  exportedAt: null,
  erasedAt: null,
  doneAt: null,
};
const FRESH = {
  ...OVERDUE,
  id: '5b1f0c2e-1111-4000-8000-000000000002',
  kind: 'export',
  confirmedAt: at(-1),
  dueAt: at(29.5),
  email: 'omar@example.com',
};
const DONE = {
  ...FRESH,
  id: '5b1f0c2e-1111-4000-8000-000000000003',
  state: 'done',
  email: null,
  doneAt: at(-1),
};

/** The queue the server holds, and every call the page made. */
function requestServer() {
  const queries: Record<string, string>[] = [];
  const calls: { what: string; id: string; csrf: string | null; body?: unknown }[] = [];
  server.use(
    http.get('/api/console/data-requests', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json({ items: [OVERDUE, FRESH, DONE], total: 3 });
    }),
    http.post('/api/console/data-requests/:id/export', ({ params, request }) => {
      calls.push({
        what: 'export',
        id: String(params.id),
        csrf: request.headers.get('x-csrf-token'),
      });
      return json({
        email: FRESH.email,
        exportedAt: at(0),
        customers: [{ name: 'Omar Farouk' }],
        applications: [],
        supportRequests: [],
        emails: [],
      });
    }),
    http.post('/api/console/data-requests/:id/erase', ({ params, request }) => {
      calls.push({
        what: 'erase',
        id: String(params.id),
        csrf: request.headers.get('x-csrf-token'),
      });
      return json({
        request: { ...OVERDUE, email: null, erasedAt: at(0) },
        erased: {
          customers: 1,
          applications: 1,
          supportRequests: 0,
          emails: 2,
          deliveries: 1,
          banksTold: 1,
        },
      });
    }),
    http.post('/api/console/data-requests/:id/done', async ({ params, request }) => {
      calls.push({
        what: 'done',
        id: String(params.id),
        csrf: request.headers.get('x-csrf-token'),
        body: await request.json(),
      });
      return json({ ...FRESH, state: 'done', doneAt: at(0), email: null });
    }),
  );
  return { queries, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('the data requests page', () => {
  it('shows the queue with its clock, overdue clearly marked, with no violation axe can find', async () => {
    signedInAs('support');
    const { queries } = requestServer();
    const { user } = renderConsole('/data-requests');
    expect(await screen.findByText('layla@example.com')).toBeVisible();
    expect(queries[0]).toEqual({ page: '0', pageSize: '25' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Overdue by 2 days')).toBeVisible();
    expect(within(rows[1]!).getByText('29 days left')).toBeVisible();
    expect(within(rows[2]!).getByText('Stopped')).toBeVisible();
    // An erasure can be erased; a copy cannot; a done request has no action left.
    expect(within(rows[0]!).getByRole('button', { name: /^Erase/ })).toBeVisible();
    expect(within(rows[1]!).queryByRole('button', { name: /^Erase/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const filters = screen.getByRole('form', { name: 'Filter data requests' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'done');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ state: 'done' }));
  });

  it('exports a request as a JSON file named after it', async () => {
    signedInAs('admin');
    const { calls } = requestServer();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderConsole('/data-requests');
    await user.click(
      await screen.findByRole('button', { name: `Export the data of request ${FRESH.id}` }),
    );
    await waitFor(() => expect(saved).toEqual([`mizan-data-${FRESH.id}.json`]));
    expect(calls).toEqual([{ what: 'export', id: FRESH.id, csrf: CSRF }]);
    expect(
      await screen.findByText(`Exported request ${FRESH.id}: the file is saved.`),
    ).toBeVisible();
  });

  it('erases only after confirming, with the CSRF token', async () => {
    signedInAs('support');
    const { calls } = requestServer();
    const { user } = renderConsole('/data-requests');
    await user.click(
      await screen.findByRole('button', { name: `Erase the person of request ${OVERDUE.id}` }),
    );
    const confirm = screen.getByRole('button', { name: 'Yes, erase' });
    expect(confirm).toHaveFocus();
    expect(
      screen.getByRole('group', {
        name: 'Erase everything held about layla@example.com? This cannot be undone.',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Erase/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, erase' }));
    await waitFor(() => expect(calls).toEqual([{ what: 'erase', id: OVERDUE.id, csrf: CSRF }]));
    expect(await screen.findByText(`Erased the person of request ${OVERDUE.id}.`)).toBeVisible();
  });

  it('marks a request done with a note, which it asks for', async () => {
    signedInAs('support');
    const { calls } = requestServer();
    const { user } = renderConsole('/data-requests');
    await user.click(await screen.findByRole('button', { name: `Mark done request ${FRESH.id}` }));
    const note = screen.getByLabelText('Note');
    expect(note).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(note).toHaveAccessibleDescription('Write how the request was answered.');
    expect(calls).toEqual([]);
    await user.type(note, 'Copy sent by email on request.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          what: 'done',
          id: FRESH.id,
          csrf: CSRF,
          body: { note: 'Copy sent by email on request.' },
        },
      ]),
    );
    expect(await screen.findByText(`Request ${FRESH.id} is done.`)).toBeVisible();
  });
});
