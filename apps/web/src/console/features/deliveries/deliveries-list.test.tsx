import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { consoleLocation, CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { listedBank } from '../../testing/fixtures.ts';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
  expectClosedTo,
  tableRows,
} from '../../testing/page-checks.ts';

const CAPTION = 'Deliveries to banks, newest first';

const BANKS = {
  items: [
    listedBank(3, 'emirates-bank', { en: 'Emirates Bank', ar: 'بنك الإمارات' }, 'AE'),
    listedBank(5, 'riyadh-bank', { en: 'Riyadh Bank', ar: 'بنك الرياض' }, 'SA'),
  ],
  total: 2,
};

const FAILED_LEAD = {
  id: '0d9a4c41-2b1e-4f57-9a57-000000000001',
  bankId: 3,
  applicationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  type: 'application.submitted',
  state: 'failed',
  attempts: 8,
  lastStatus: null,
  lastError: 'connect ECONNREFUSED',
  nextAttemptAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  deliveredAt: null,
};
const DELIVERED_WITHDRAWAL = {
  ...FAILED_LEAD,
  id: '0d9a4c41-2b1e-4f57-9a57-000000000002',
  bankId: 5,
  type: 'application.withdrawn',
  state: 'delivered',
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  deliveredAt: '2026-11-27T11:00:30.000Z',
  createdAt: '2026-11-27T11:00:00.000Z',
};
const PENDING_TEST = {
  ...FAILED_LEAD,
  id: '0d9a4c41-2b1e-4f57-9a57-000000000003',
  applicationId: null,
  state: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-27T12:05:00.000Z',
  createdAt: '2026-11-27T12:00:00.000Z',
};
/** A delivery to a bank the catalogue no longer lists. */
const ERASURE_ELSEWHERE = {
  ...FAILED_LEAD,
  id: '0d9a4c41-2b1e-4f57-9a57-000000000004',
  bankId: 99,
  type: 'application.erased',
  state: 'failing',
  attempts: 2,
  lastStatus: 500,
  lastError: null,
  nextAttemptAt: '2026-11-27T13:05:00.000Z',
  createdAt: '2026-11-27T13:00:00.000Z',
};

/** The deliveries answering `items` and the catalogue's banks; every query, in order. */
function deliveriesServer(items: unknown[], total = items.length) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/console/deliveries', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json({ items, total });
    }),
    http.get('/api/console/banks', () => json(BANKS)),
  );
  return queries;
}

describe('the deliveries list', () => {
  it('says of each delivery what went to which bank, how it went and when it is tried next', async () => {
    signedInAs('admin');
    deliveriesServer([FAILED_LEAD, DELIVERED_WITHDRAWAL, PENDING_TEST, ERASURE_ELSEWHERE]);
    renderConsole('/deliveries');
    await screen.findAllByText('Emirates Bank');
    const [failed, delivered, pending, erasure] = await tableRows(CAPTION);

    expect(within(failed!).getByText('Lead')).toBeVisible();
    expect(within(failed!).getByText('failed')).toBeVisible();
    // No HTTP answer at all: said so, with the error the worker met.
    expect(within(failed!).getByText('No answer')).toBeVisible();
    expect(within(failed!).getByText('connect ECONNREFUSED')).toBeVisible();
    expect(within(failed!).getByRole('button', { name: /^Retry now/ })).toBeVisible();

    expect(within(delivered!).getByText('Riyadh Bank')).toBeVisible();
    expect(within(delivered!).getByText('Withdrawal')).toBeVisible();
    expect(within(delivered!).getByText('HTTP 200')).toBeVisible();
    expect(within(delivered!).getByText('Delivered 27 Nov 2026, 11:00 UTC')).toBeVisible();
    // A delivered one has nothing to retry.
    expect(within(delivered!).queryByRole('button')).toBeNull();

    expect(within(pending!).getByText('Test lead')).toBeVisible();
    expect(within(pending!).getByText('27 Nov 2026, 12:05 UTC')).toBeVisible();
    expect(within(pending!).getByText('—')).toBeVisible();

    expect(within(erasure!).getByText('Bank 99')).toBeVisible();
    expect(within(erasure!).getByText('Erasure')).toBeVisible();
    expect(within(erasure!).getByText('HTTP 500')).toBeVisible();
  });

  it('names each "Retry now" for a screen reader by what, to whom and when', async () => {
    signedInAs('support');
    deliveriesServer([FAILED_LEAD]);
    renderConsole('/deliveries');
    const [row] = await tableRows(CAPTION);
    await waitFor(() =>
      expect(within(row!).getByRole('button')).toHaveAccessibleName(
        'Retry now the lead to Emirates Bank of 27 Nov 2026, 10:00 UTC',
      ),
    );
  });

  it('retries a delivery with the CSRF token, says so, and reads the list again', async () => {
    signedInAs('support');
    const queries = deliveriesServer([FAILED_LEAD]);
    const retries: { id: unknown; csrf: string | null }[] = [];
    server.use(
      http.post('/api/console/deliveries/:deliveryId/retry', ({ params, request }) => {
        retries.push({ id: params.deliveryId, csrf: request.headers.get('x-csrf-token') });
        return json({ ...FAILED_LEAD, state: 'failing', nextAttemptAt: FAILED_LEAD.createdAt });
      }),
    );
    const { user } = renderConsole('/deliveries');
    const [row] = await tableRows(CAPTION);
    await user.click(within(row!).getByRole('button', { name: /^Retry now/ }));
    await expectAnnouncedStatus('Queued to be tried again now.');
    expect(retries).toEqual([{ id: FAILED_LEAD.id, csrf: CSRF }]);
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
  });

  it('announces why a retry was refused', async () => {
    signedInAs('admin');
    deliveriesServer([FAILED_LEAD]);
    server.use(
      http.post('/api/console/deliveries/:deliveryId/retry', () =>
        problem(409, 'Conflict', 'This delivery was delivered in the meantime.'),
      ),
    );
    const { user } = renderConsole('/deliveries');
    const [row] = await tableRows(CAPTION);
    await user.click(within(row!).getByRole('button', { name: /^Retry now/ }));
    await expectAnnouncedError('This delivery was delivered in the meantime.');
    expect(screen.queryByText('Queued to be tried again now.')).toBeNull();
  });

  it('filters by bank and state, in the address and the query', async () => {
    signedInAs('admin');
    const queries = deliveriesServer([FAILED_LEAD]);
    const { user } = renderConsole('/deliveries');
    const filters = await screen.findByRole('form', { name: 'Filter deliveries' });
    const bank = within(filters).getByLabelText('Bank');
    await waitFor(() =>
      expect([...bank.querySelectorAll('option')].map((option) => option.text)).toEqual([
        'Every bank',
        'Emirates Bank (AE)',
        'Riyadh Bank (SA)',
      ]),
    );
    await user.selectOptions(bank, 'Riyadh Bank (SA)');
    await user.selectOptions(within(filters).getByLabelText('State'), 'failed');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ bankId: '5', state: 'failed', page: '0', pageSize: '25' }),
    );
    expect(consoleLocation()).toBe('/deliveries?bankId=5&state=failed');
  });

  it('says when no delivery matches the filters', async () => {
    signedInAs('admin');
    deliveriesServer([]);
    renderConsole('/deliveries?state=failed');
    expect(await screen.findByText('No delivery matches these filters.')).toBeVisible();
  });

  it("announces the server's problem when the list cannot be read", async () => {
    signedInAs('support');
    server.use(
      http.get('/api/console/deliveries', () =>
        problem(500, 'Internal Server Error', 'The deliveries could not be read. Try again.'),
      ),
      http.get('/api/console/banks', () => json(BANKS)),
    );
    renderConsole('/deliveries');
    await expectAnnouncedError('The deliveries could not be read. Try again.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no violation axe can find, with every kind of row', async () => {
    signedInAs('admin');
    deliveriesServer([FAILED_LEAD, DELIVERED_WITHDRAWAL, PENDING_TEST, ERASURE_ELSEWHERE]);
    renderConsole('/deliveries');
    await screen.findAllByText('Emirates Bank');
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['analyst', 'editor'] as const)('is not there for %s: no link, no call', (role) =>
    expectClosedTo(role, '/deliveries', { link: 'Deliveries', call: '/api/console/deliveries' }),
  );
});
