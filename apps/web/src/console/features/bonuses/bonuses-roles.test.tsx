import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { expectAnnouncedError, expectNotAllowed, tableRows } from '../../testing/page-checks.ts';

const CAPTION = 'Bonuses, longest due first';

const DUE = {
  applicationId: '3f6c2a50-1111-4000-8000-000000000001',
  amount: 1500,
  currency: 'SAR',
  state: 'due',
  dueSince: '2026-11-20T09:30:00.000Z',
  paidAt: null,
};
/** What an analyst is shown instead of an application id (decision 0031). */
const REFERENCE = 'ref_q8Vx2mT0bN5cK1yR7wZ3aA';

const bonusesAnswer = (items: unknown[]) =>
  http.get('/api/console/bonuses', () => json({ items, total: items.length }));

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('the bonuses page by role', () => {
  it('shows support the application as a link to its lead, with nothing to pay', async () => {
    signedInAs('support');
    server.use(bonusesAnswer([DUE]));
    renderConsole('/bonuses');
    const [row] = await tableRows(CAPTION);
    expect(within(row!).getByRole('link', { name: DUE.applicationId })).toHaveAttribute(
      'href',
      `/console/leads/${DUE.applicationId}`,
    );
    expect(within(row!).getByText('SAR 1,500')).toBeVisible();
    expect(headers()).toEqual(['Application', 'Amount', 'State', 'Due since', 'Paid']);
    expect(within(row!).queryByRole('button')).toBeNull();
  });

  it('shows an analyst the reference, not a link, and nothing to pay', async () => {
    signedInAs('analyst');
    server.use(bonusesAnswer([{ ...DUE, applicationId: REFERENCE }]));
    renderConsole('/bonuses');
    const [row] = await tableRows(CAPTION);
    expect(within(row!).getByText(REFERENCE)).toBeVisible();
    expect(within(row!).queryByRole('link')).toBeNull();
    expect(headers()).toEqual(['Reference', 'Amount', 'State', 'Due since', 'Paid']);
    expect(within(row!).queryByRole('button')).toBeNull();
  });

  it('is not there for an editor', async () => {
    signedInAs('editor');
    renderConsole('/bonuses');
    await expectNotAllowed('Editor');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Bonuses' })).toBeNull();
  });
});

describe('the bonuses page, empty and failing', () => {
  it('says when no bonus matches the filter', async () => {
    signedInAs('admin');
    server.use(bonusesAnswer([]));
    renderConsole('/bonuses?state=paid');
    expect(await screen.findByText('No bonus matches this filter.')).toBeVisible();
    const filters = screen.getByRole('form', { name: 'Filter bonuses' });
    expect(within(filters).getByLabelText('State')).toHaveValue('paid');
  });

  it("announces the server's problem when the list cannot be read", async () => {
    signedInAs('admin');
    server.use(
      http.get('/api/console/bonuses', () =>
        problem(500, 'Internal Server Error', 'The bonuses could not be read.'),
      ),
    );
    renderConsole('/bonuses');
    await expectAnnouncedError('The bonuses could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('announces why a payment was refused, and says nothing was recorded', async () => {
    signedInAs('admin');
    server.use(
      bonusesAnswer([DUE]),
      http.post('/api/console/bonuses/:applicationId/paid', () =>
        problem(409, 'Conflict', 'This bonus was paid already.'),
      ),
    );
    const { user } = renderConsole('/bonuses');
    const [row] = await tableRows(CAPTION);
    await user.click(within(row!).getByRole('button', { name: /^Mark paid/ }));
    await user.click(within(row!).getByRole('button', { name: 'Yes, it is paid' }));
    await expectAnnouncedError('This bonus was paid already.');
    expect(screen.queryByText(/recorded as paid/)).toBeNull();
  });
});
