import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectNotAllowed,
  tableRows,
} from '../../testing/page-checks.ts';

const CAPTION = 'Support requests, newest first';

const FROM_SARA = {
  id: '9c1d2e3f-3333-4000-8000-000000000001',
  createdAt: '2026-11-22T08:05:00.000Z',
  country: 'SA',
  language: 'ar',
  status: 'new',
  requester: { fullName: 'Sara Ali', email: 'sara@example.com' },
};
const ERASED = {
  id: '9c1d2e3f-3333-4000-8000-000000000002',
  createdAt: '2026-11-20T16:40:00.000Z',
  country: 'AE',
  language: 'en',
  status: 'closed',
  requester: { fullName: '', email: '' },
};
/** What an analyst is sent: the same rows without the requester. */
const withoutRequester = ({ requester: _, ...row }: typeof FROM_SARA) => row;

/** The list answering `items`; every query it was asked, in order. */
function supportServer(items: unknown[], total = items.length) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/console/support-requests', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json({ items, total });
    }),
  );
  return queries;
}

const exportLink = () => screen.queryByRole('link', { name: 'Export CSV' });

describe('the support requests list', () => {
  it('shows admin each request with its sender, a link to it and the export', async () => {
    signedInAs('admin');
    const queries = supportServer([FROM_SARA, ERASED]);
    renderConsole('/support-requests');
    const [sara, erased] = await tableRows(CAPTION);
    expect(within(sara!).getByRole('link', { name: '22 Nov 2026, 08:05 UTC' })).toHaveAttribute(
      'href',
      `/console/support-requests/${FROM_SARA.id}`,
    );
    expect(within(sara!).getByText('SA')).toBeVisible();
    expect(within(sara!).getByText('Arabic')).toBeVisible();
    expect(within(sara!).getByText('new')).toBeVisible();
    expect(within(sara!).getByText('Sara Ali')).toBeVisible();
    expect(within(sara!).getByText('sara@example.com')).toBeVisible();
    // An erased sender says so rather than showing two empty lines.
    expect(within(erased!).getByText('Erased')).toBeVisible();
    expect(within(erased!).getByText('English')).toBeVisible();
    expect(exportLink()).toHaveAttribute('href', '/api/console/support-requests.csv');
    expect(queries).toEqual([{ page: '0', pageSize: '25' }]);
  });

  it('shows support the senders and links, but no export (an admin’s)', async () => {
    signedInAs('support');
    supportServer([FROM_SARA]);
    renderConsole('/support-requests');
    const [sara] = await tableRows(CAPTION);
    expect(within(sara!).getByRole('link', { name: '22 Nov 2026, 08:05 UTC' })).toBeVisible();
    expect(within(sara!).getByText('Sara Ali')).toBeVisible();
    expect(exportLink()).toBeNull();
  });

  it('shows an analyst the list without senders, links or export', async () => {
    signedInAs('analyst');
    supportServer([withoutRequester(FROM_SARA)]);
    renderConsole('/support-requests');
    const [row] = await tableRows(CAPTION);
    expect(within(row!).getByText('22 Nov 2026, 08:05 UTC')).toBeVisible();
    expect(within(row!).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Received',
      'Country',
      'Language',
      'Status',
    ]);
    expect(exportLink()).toBeNull();
  });

  it('filters by country, status and days, into the address, the query and the export', async () => {
    signedInAs('admin');
    const queries = supportServer([FROM_SARA], 40);
    const { user } = renderConsole('/support-requests');
    const filters = await screen.findByRole('form', { name: 'Filter support requests' });
    const country = within(filters).getByLabelText('Country');
    expect([...country.querySelectorAll('option')].map((option) => option.text)).toEqual([
      'All countries',
      'United Arab Emirates',
      'Saudi Arabia',
    ]);
    await user.selectOptions(country, 'Saudi Arabia');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'new');
    await user.type(within(filters).getByLabelText('Received from'), '2026-11-01');
    await user.type(within(filters).getByLabelText('Received to'), '2026-11-30');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const expected = { country: 'SA', status: 'new', from: '2026-11-01', to: '2026-11-30' };
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toEqual({ ...expected, page: '0', pageSize: '25' });
    expect(Object.fromEntries(new URLSearchParams(consoleLocation().split('?')[1]))).toEqual(
      expected,
    );
    const csv = new URL(exportLink()!.getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(csv.searchParams)).toEqual(expected);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]).toEqual({ ...expected, page: '1', pageSize: '25' });
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
  });

  it('leaves out a status of the address that the contract does not know', async () => {
    signedInAs('admin');
    const queries = supportServer([]);
    renderConsole('/support-requests?status=lost&country=AE');
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({ country: 'AE', page: '0', pageSize: '25' });
  });

  it('says when no request matches the filters', async () => {
    signedInAs('support');
    supportServer([]);
    renderConsole('/support-requests?status=answered');
    expect(await screen.findByText('No support request matches these filters.')).toBeVisible();
  });

  it("announces the server's problem when the list cannot be read", async () => {
    signedInAs('support');
    server.use(
      http.get('/api/console/support-requests', () =>
        problem(503, 'Service Unavailable', 'The database is not answering. Try again shortly.'),
      ),
    );
    renderConsole('/support-requests');
    await expectAnnouncedError('The database is not answering. Try again shortly.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the server refused when the role no longer allows the list', async () => {
    signedInAs('support');
    server.use(
      http.get('/api/console/support-requests', () =>
        problem(403, 'Forbidden', 'Your role does not allow this call.'),
      ),
    );
    renderConsole('/support-requests');
    await expectAnnouncedError('Your role does not allow this.');
  });

  it('has no violation axe can find, loaded', async () => {
    signedInAs('admin');
    supportServer([FROM_SARA, ERASED]);
    renderConsole('/support-requests');
    expect(await screen.findByText('Loading support requests…')).toBeVisible();
    await tableRows(CAPTION);
    expect(await axeViolations()).toEqual([]);
  });

  it('is not there for an editor', async () => {
    signedInAs('editor');
    renderConsole('/support-requests');
    await expectNotAllowed('Editor');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Support requests' })).toBeNull();
  });
});
