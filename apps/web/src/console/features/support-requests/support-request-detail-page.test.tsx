import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
  expectClosedTo,
} from '../../testing/page-checks.ts';

const REQUEST = {
  id: '9c1d2e3f-3333-4000-8000-000000000001',
  createdAt: '2026-11-22T08:05:00.000Z',
  country: 'SA',
  language: 'ar',
  status: 'new',
  requester: { fullName: 'Sara Ali', email: 'sara@example.com' },
  message: 'لم أتلق أي رد من البنك.\nThe bank never called back.',
};
const PATH = `/api/console/support-requests/${REQUEST.id}`;

/** The request answering as `request`; the status changes sent, with their CSRF header. */
function requestServer(request: object = REQUEST) {
  const patches: { body: unknown; csrf: string | null }[] = [];
  server.use(
    http.get(PATH, () => json(request)),
    http.patch(PATH, async ({ request: call }) => {
      const body = (await call.json()) as { status: string };
      patches.push({ body, csrf: call.headers.get('x-csrf-token') });
      return json({ ...REQUEST, ...body });
    }),
    http.get('/api/console/support-requests', () => json({ items: [], total: 0 })),
  );
  return patches;
}

/** The value shown beside a term of the details. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('a support request', () => {
  it('shows who wrote, when, from where, in which language, its status and the message', async () => {
    signedInAs('support');
    requestServer();
    renderConsole(`/support-requests/${REQUEST.id}`);
    expect(await screen.findByText('Sara Ali')).toBeVisible();
    expect(detail('Email')).toHaveTextContent('sara@example.com');
    expect(detail('Received')).toHaveTextContent('22 Nov 2026, 08:05 UTC');
    expect(detail('Country')).toHaveTextContent('Saudi Arabia');
    expect(detail('Language')).toHaveTextContent('Arabic');
    expect(detail('Status')).toHaveTextContent('new');
    const message = screen.getByText(/The bank never called back\./);
    // Arabic or English, the message reads in its own direction.
    expect(message).toHaveAttribute('dir', 'auto');
    expect(message.textContent).toBe(REQUEST.message);
    expect(screen.getByRole('link', { name: '← Back to support requests' })).toHaveAttribute(
      'href',
      '/console/support-requests',
    );
  });

  it('changes the status with the CSRF token, then says so', async () => {
    signedInAs('support');
    const patches = requestServer();
    const { user } = renderConsole(`/support-requests/${REQUEST.id}`);
    const save = await screen.findByRole('button', { name: 'Save status' });
    // Nothing to save while the status is the one it has.
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Status'), 'answered');
    expect(save).toBeEnabled();
    await user.click(save);
    await expectAnnouncedStatus('Status changed to answered.');
    expect(patches).toEqual([{ body: { status: 'answered' }, csrf: CSRF }]);
    expect(detail('Status')).toHaveTextContent('answered');
    expect(screen.getByRole('button', { name: 'Save status' })).toBeDisabled();
  });

  it('announces why a change was refused, and keeps the status it had', async () => {
    signedInAs('admin');
    server.use(
      http.get(PATH, () => json(REQUEST)),
      http.patch(PATH, () =>
        problem(409, 'Conflict', 'Someone closed this request a moment ago. Reload to see it.'),
      ),
    );
    const { user } = renderConsole(`/support-requests/${REQUEST.id}`);
    await user.selectOptions(await screen.findByLabelText('Status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await expectAnnouncedError('Someone closed this request a moment ago. Reload to see it.');
    expect(detail('Status')).toHaveTextContent('new');
    expect(screen.queryByText(/Status changed/)).toBeNull();
  });

  it('shows "Erased" in place of the details of an erased sender', async () => {
    signedInAs('support');
    requestServer({ ...REQUEST, requester: { fullName: '', email: '' }, message: '' });
    renderConsole(`/support-requests/${REQUEST.id}`);
    expect(await screen.findByText('Message')).toBeVisible();
    expect(detail('From')).toHaveTextContent('Erased');
    expect(screen.queryByText('Email', { selector: 'dt' })).toBeNull();
    expect(screen.getAllByText('Erased')).toHaveLength(2);
  });

  it('says a request that does not exist was not found, and offers no form', async () => {
    signedInAs('support');
    server.use(http.get(PATH, () => problem(404, 'Not Found', 'No such support request.')));
    renderConsole(`/support-requests/${REQUEST.id}`);
    await expectAnnouncedError(
      'Not found: this record does not exist, or the server does not offer it yet.',
    );
    expect(screen.queryByRole('button', { name: 'Save status' })).toBeNull();
  });

  it('says it is loading, then has no violation axe can find', async () => {
    signedInAs('admin');
    requestServer();
    renderConsole(`/support-requests/${REQUEST.id}`);
    await expectAnnouncedStatus('Loading the request…');
    await screen.findByText('Sara Ali');
    expect(await axeViolations()).toEqual([]);
  });

  it('is not there for an analyst, who sees the list without personal data', async () => {
    await expectClosedTo('analyst', `/support-requests/${REQUEST.id}`, { call: PATH });
    const navigation = screen.getByRole('navigation', { name: 'Console' });
    expect(within(navigation).getByRole('link', { name: 'Support requests' })).toBeVisible();
  });
});

describe('the status change reaching the list', () => {
  it('reads the list again after a change, so it shows the new status', async () => {
    signedInAs('support');
    let listReads = 0;
    server.use(
      http.get(PATH, () => json(REQUEST)),
      http.patch(PATH, () => json({ ...REQUEST, status: 'closed' })),
      http.get('/api/console/support-requests', () => {
        listReads += 1;
        return json({
          items: [{ ...REQUEST, status: listReads > 1 ? 'closed' : 'new' }],
          total: 1,
        });
      }),
    );
    const { user } = renderConsole('/support-requests');
    await user.click(await screen.findByRole('link', { name: '22 Nov 2026, 08:05 UTC' }));
    await user.selectOptions(await screen.findByLabelText('Status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await expectAnnouncedStatus('Status changed to closed.');
    await user.click(screen.getByRole('link', { name: '← Back to support requests' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('closed'));
  });
});
