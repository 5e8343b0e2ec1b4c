import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { LAYLA } from '../../testing/fixtures.ts';

describe('operators (admin)', () => {
  it('adds an operator and shows the set-up link once, sending the CSRF token', async () => {
    signedInAs('admin');
    let sent: { body: unknown; csrf: string | null } | undefined;
    server.use(
      http.get('/api/console/operators', () => json({ items: [LAYLA] })),
      http.post('/api/console/operators', async ({ request }) => {
        sent = { body: await request.json(), csrf: request.headers.get('x-csrf-token') };
        return json({ setupUrl: 'http://localhost:3000/console/setup?token=abc' }, 201);
      }),
    );
    const { user } = renderConsole('/operators');
    await user.type(await screen.findByLabelText('Work email'), 'new@mizan.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'analyst');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('http://localhost:3000/console/setup?token=abc')).toBeVisible();
    expect(sent).toEqual({ body: { email: 'new@mizan.example', role: 'analyst' }, csrf: CSRF });
  });

  it('asks before disabling, then sends the change', async () => {
    signedInAs('admin');
    const patches: unknown[] = [];
    server.use(
      http.get('/api/console/operators', () => json({ items: [LAYLA] })),
      http.patch('/api/console/operators/:id', async ({ request }) => {
        patches.push(await request.json());
        return json({ ...LAYLA, disabled: true });
      }),
    );
    const { user } = renderConsole('/operators');
    const row = (await screen.findAllByText('layla@mizan.example'))[0]!.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Disable layla@mizan.example' }));
    expect(patches).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Disable and sign out' }));
    await waitFor(() => expect(patches).toEqual([{ disabled: true }]));
    expect(
      await screen.findByText('layla@mizan.example is disabled and signed out everywhere.'),
    ).toBeVisible();
  });

  it("resets an operator's sign-in after asking, and shows the new link once", async () => {
    signedInAs('admin');
    const resets: { id: string | readonly string[] | undefined; csrf: string | null }[] = [];
    server.use(
      http.get('/api/console/operators', () => json({ items: [LAYLA] })),
      http.post('/api/console/operators/:id/reset', ({ params, request }) => {
        resets.push({ id: params.id, csrf: request.headers.get('x-csrf-token') });
        return json({ setupUrl: 'http://localhost:3000/console/setup?token=new' });
      }),
    );
    const { user } = renderConsole('/operators');
    const row = (await screen.findAllByText('layla@mizan.example'))[0]!.closest('tr')!;
    await user.click(
      within(row).getByRole('button', { name: 'Reset sign-in layla@mizan.example' }),
    );
    expect(resets).toEqual([]);
    const confirm = within(row).getByRole('button', { name: 'Reset and sign out' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByText('http://localhost:3000/console/setup?token=new')).toBeVisible();
    expect(resets).toEqual([{ id: LAYLA.id, csrf: CSRF }]);
    expect(
      screen.getByText(/^The sign-in of layla@mizan.example was reset/).closest('[role=status]'),
    ).not.toBeNull();
  });
});
