import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';

const DUE = {
  applicationId: '3f6c2a50-1111-4000-8000-000000000001',
  amount: 200,
  currency: 'AED',
  state: 'due',
  dueSince: '2026-11-20T09:30:00.000Z',
  paidAt: null,
};
const PAID = {
  ...DUE,
  applicationId: '3f6c2a50-1111-4000-8000-000000000002',
  amount: 205,
  currency: 'SAR',
  state: 'paid',
  paidAt: '2026-11-21T09:30:00.000Z',
};

/** The bonuses the server holds, and every list query and payment the page sent. */
function bonusServer() {
  const queries: Record<string, string>[] = [];
  const payments: { id: string; csrf: string | null }[] = [];
  let due: Record<string, unknown> = { ...DUE };
  server.use(
    http.get('/api/console/bonuses', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json({ items: [due, PAID], total: 2 });
    }),
    http.post('/api/console/bonuses/:id/paid', ({ params, request }) => {
      payments.push({ id: String(params.id), csrf: request.headers.get('x-csrf-token') });
      due = { ...due, state: 'paid', paidAt: '2026-11-22T09:30:00.000Z' };
      return json(due);
    }),
  );
  return { queries, payments };
}

describe('the bonuses page', () => {
  it('lists the bonuses oldest due first, filtered by state, with no violation axe can find', async () => {
    signedInAs('support');
    const { queries } = bonusServer();
    const { user } = renderConsole('/bonuses');
    expect(await screen.findByText('AED 200')).toBeVisible();
    expect(screen.getByText('SAR 205')).toBeVisible();
    expect(queries[0]).toEqual({ page: '0', pageSize: '25' });
    // Support reads the bonuses; paying them is an admin's.
    expect(screen.queryByRole('button', { name: /Mark paid/ })).toBeNull();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const filters = screen.getByRole('form', { name: 'Filter bonuses' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'due');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ state: 'due' }));
  });

  it('lets an admin mark a due bonus paid after confirming, with the CSRF token', async () => {
    signedInAs('admin');
    const { payments } = bonusServer();
    const { user } = renderConsole('/bonuses');
    const mark = await screen.findByRole('button', {
      name: `Mark paid AED 200 for application ${DUE.applicationId}`,
    });
    await user.click(mark);
    const confirm = screen.getByRole('button', { name: /Yes, it is paid/ });
    expect(confirm).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(payments).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Mark paid/ }));
    await user.click(screen.getByRole('button', { name: /Yes, it is paid/ }));
    await waitFor(() => expect(payments).toEqual([{ id: DUE.applicationId, csrf: CSRF }]));
    expect(await screen.findByText('AED 200 recorded as paid.')).toBeVisible();
    // Only the due one had the action.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark paid/ })).toBeNull());
  });
});
