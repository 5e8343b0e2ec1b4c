import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { LAYLA } from '../../testing/fixtures.ts';
import {
  axeViolations,
  expectAnnouncedError,
  expectClosedTo,
  tableRows,
} from '../../testing/page-checks.ts';

const ROLE_CHANGE = {
  at: '2026-11-21T10:15:00.000Z',
  actor: { id: '3f6c2a50-1111-4000-8000-000000000001', email: 'admin@mizan.example' },
  action: 'operator.update',
  target: LAYLA.id,
  before: { role: 'analyst' },
  after: { role: 'support', disabled: false },
  ip: '203.0.113.7',
};
/** A sign-in tried with an address that is nobody's: no operator, nothing before or after. */
const UNKNOWN_SIGN_IN = {
  at: '2026-11-21T09:00:00.000Z',
  actor: { id: null, email: null },
  action: 'session.signInFailed',
  target: null,
  before: null,
  after: ['locked'],
  ip: null,
};

/** The audit log answering `page`, and the operators of its filter; every query it was asked. */
function auditServer(page: { items: unknown[]; total: number }) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/console/audit', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json(page);
    }),
    http.get('/api/console/operators', () => json({ items: [LAYLA] })),
  );
  return queries;
}

describe('the audit log (admin)', () => {
  it('shows who did what, when, to what, the change and from where, newest first', async () => {
    signedInAs('admin');
    const queries = auditServer({ items: [ROLE_CHANGE, UNKNOWN_SIGN_IN], total: 2 });
    renderConsole('/audit');
    const [change, signIn] = await tableRows('Audit log, newest first');
    expect(within(change!).getByText('21 Nov 2026, 10:15 UTC')).toBeVisible();
    expect(within(change!).getByText('admin@mizan.example')).toBeVisible();
    expect(within(change!).getByText('operator.update')).toBeVisible();
    expect(within(change!).getByText(LAYLA.id)).toBeVisible();
    // An object's change reads as one `key: value` line a key.
    expect(within(change!).getByText('role: "analyst"')).toBeVisible();
    expect(within(change!).getByText(/role: "support"\s+disabled: false/)).toBeVisible();
    expect(within(change!).getByText('203.0.113.7')).toBeVisible();
    // What is unknown is a dash, never an empty cell or "null".
    expect(within(signIn!).getAllByText('—')).toHaveLength(4);
    expect(within(signIn!).getByText('["locked"]')).toBeVisible();
    expect(signIn!.textContent).not.toContain('null');
    expect(queries).toEqual([{ page: '0' }]);
    expect(screen.getByText('Showing 1–2 of 2')).toBeVisible();
  });

  it('filters by action, operator and days, in the address too, and keeps them on the next page', async () => {
    signedInAs('admin');
    const queries = auditServer({ items: [ROLE_CHANGE], total: 120 });
    const { user } = renderConsole('/audit');
    const filters = await screen.findByRole('form', { name: 'Filter the audit log' });
    const operator = within(filters).getByLabelText('Operator');
    // The operators are offered by address, "every operator" first.
    await waitFor(() =>
      expect([...operator.querySelectorAll('option')].map((option) => option.text)).toEqual([
        'Every operator',
        'layla@mizan.example',
      ]),
    );
    await user.type(within(filters).getByLabelText('Action'), 'operator.update');
    await user.selectOptions(operator, 'layla@mizan.example');
    await user.type(within(filters).getByLabelText('From'), '2026-11-01');
    await user.type(within(filters).getByLabelText('To'), '2026-11-30');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const expected = {
      action: 'operator.update',
      operator: LAYLA.id,
      from: '2026-11-01',
      to: '2026-11-30',
    };
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toEqual({ ...expected, page: '0' });
    expect(Object.fromEntries(new URLSearchParams(consoleLocation().split('?')[1]))).toEqual(
      expected,
    );
    // Fifty entries a page: 120 make three pages.
    expect(await screen.findByText('Showing 1–50 of 120')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]).toEqual({ ...expected, page: '1' });
  });

  it('opens with the filters of its address, and clears them', async () => {
    signedInAs('admin');
    const queries = auditServer({ items: [ROLE_CHANGE], total: 1 });
    const { user } = renderConsole('/audit?action=session.signIn&page=2');
    const filters = await screen.findByRole('form', { name: 'Filter the audit log' });
    expect(within(filters).getByLabelText('Action')).toHaveValue('session.signIn');
    await waitFor(() => expect(queries[0]).toEqual({ action: 'session.signIn', page: '2' }));
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '0' }));
    expect(consoleLocation()).toBe('/audit');
  });

  it('says when no entry matches the filters', async () => {
    signedInAs('admin');
    auditServer({ items: [], total: 0 });
    renderConsole('/audit?action=nothing.here');
    expect(await screen.findByText('No entry matches these filters.')).toBeVisible();
    expect(screen.getByText('Showing 0–0 of 0')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("announces the server's problem when the log cannot be read", async () => {
    signedInAs('admin');
    server.use(
      http.get('/api/console/audit', () =>
        problem(400, 'Bad Request', 'The day "to" is before the day "from".'),
      ),
      http.get('/api/console/operators', () => json({ items: [] })),
    );
    renderConsole('/audit?from=2026-11-30&to=2026-11-01');
    await expectAnnouncedError('The day "to" is before the day "from".');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the log is loading while it is, then has no violation axe can find', async () => {
    signedInAs('admin');
    auditServer({ items: [ROLE_CHANGE, UNKNOWN_SIGN_IN], total: 2 });
    renderConsole('/audit');
    expect(await screen.findByText('Loading the audit log…')).toBeVisible();
    await tableRows('Audit log, newest first');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the audit log for other roles', () => {
  it.each(['support', 'analyst'] as const)(
    'is not there for %s: no link, no call, a page that says so',
    (role) => expectClosedTo(role, '/audit', { link: 'Audit log', call: '/api/console/audit' }),
  );
});
