import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { LAYLA } from '../../testing/fixtures.ts';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
  expectClosedTo,
  tableRows,
} from '../../testing/page-checks.ts';

/** The admin signed in by `signedInAs('admin')`. */
const ME = {
  id: '3f6c2a50-1111-4000-8000-000000000001',
  email: 'admin@mizan.example',
  role: 'admin',
  setUp: true,
  disabled: false,
  createdAt: '2026-10-01T08:00:00Z',
};
const OMAR = {
  id: '3f6c2a50-1111-4000-8000-000000000003',
  email: 'omar@mizan.example',
  role: 'analyst',
  setUp: false,
  disabled: false,
  createdAt: '2026-11-03T08:00:00Z',
};
const NOOR = {
  id: '3f6c2a50-1111-4000-8000-000000000004',
  email: 'noor@mizan.example',
  role: 'editor',
  setUp: true,
  disabled: true,
  createdAt: '2026-11-04T08:00:00Z',
};

/** The operators list answering `items`; the changes sent, with their CSRF header. */
function operatorsServer(items: unknown[]) {
  const patches: { id: unknown; body: unknown; csrf: string | null }[] = [];
  server.use(
    http.get('/api/console/operators', () => json({ items })),
    http.patch('/api/console/operators/:operatorId', async ({ params, request }) => {
      const body = (await request.json()) as object;
      patches.push({ id: params.operatorId, body, csrf: request.headers.get('x-csrf-token') });
      const operator = (items as { id: string }[]).find((item) => item.id === params.operatorId);
      return json({ ...operator, ...body });
    }),
  );
  return patches;
}

describe('the operators list (admin)', () => {
  it('shows each operator with role, state and when added; the admin’s own row has no actions', async () => {
    signedInAs('admin');
    operatorsServer([ME, LAYLA, OMAR, NOOR]);
    renderConsole('/operators');
    const [me, layla, omar, noor] = await tableRows('Operators');
    expect(within(me!).getByText('You')).toBeVisible();
    expect(within(me!).queryByRole('button')).toBeNull();
    // An admin cannot change their own role (nor lock themselves out).
    expect(within(me!).getByLabelText('Role of admin@mizan.example')).toBeDisabled();

    expect(within(layla!).getByLabelText('Role of layla@mizan.example')).toHaveValue('support');
    expect(within(layla!).getByText('Active')).toBeVisible();
    expect(within(layla!).getByText('2 Nov 2026, 08:00 UTC')).toBeVisible();
    expect(within(omar!).getByText('Waiting for set-up')).toBeVisible();
    expect(within(noor!).getByText('Disabled')).toBeVisible();
    // A disabled operator is enabled again in one step; their role waits until then.
    expect(within(noor!).getByRole('button', { name: 'Enable noor@mizan.example' })).toBeVisible();
    expect(within(noor!).getByLabelText('Role of noor@mizan.example')).toBeDisabled();
  });

  it('changes a role only with its own button, with the CSRF token, and says so', async () => {
    signedInAs('admin');
    const patches = operatorsServer([ME, LAYLA]);
    const { user } = renderConsole('/operators');
    const [, layla] = await tableRows('Operators');
    expect(within(layla!).queryByRole('button', { name: 'Save role' })).toBeNull();
    await user.selectOptions(
      within(layla!).getByLabelText('Role of layla@mizan.example'),
      'analyst',
    );
    expect(patches).toEqual([]);
    await user.click(within(layla!).getByRole('button', { name: 'Save role' }));
    await expectAnnouncedStatus('layla@mizan.example is now Analyst.');
    expect(patches).toEqual([{ id: LAYLA.id, body: { role: 'analyst' }, csrf: CSRF }]);
  });

  it('enables a disabled operator and says so', async () => {
    signedInAs('admin');
    const patches = operatorsServer([ME, NOOR]);
    const { user } = renderConsole('/operators');
    await user.click(await screen.findByRole('button', { name: 'Enable noor@mizan.example' }));
    await expectAnnouncedStatus('noor@mizan.example is enabled.');
    expect(patches).toEqual([{ id: NOOR.id, body: { disabled: false }, csrf: CSRF }]);
  });

  it('announces why a change was refused', async () => {
    signedInAs('admin');
    server.use(
      http.get('/api/console/operators', () => json({ items: [ME, LAYLA] })),
      http.patch('/api/console/operators/:operatorId', () =>
        problem(409, 'Conflict', 'The last admin cannot lose the role.'),
      ),
    );
    const { user } = renderConsole('/operators');
    const [, layla] = await tableRows('Operators');
    await user.selectOptions(
      within(layla!).getByLabelText('Role of layla@mizan.example'),
      'editor',
    );
    await user.click(within(layla!).getByRole('button', { name: 'Save role' }));
    await expectAnnouncedError('The last admin cannot lose the role.');
    expect(screen.queryByText(/is now Editor/)).toBeNull();
  });

  it('says an address already in use exists, and a wrong one before sending it', async () => {
    signedInAs('admin');
    let adds = 0;
    server.use(
      http.get('/api/console/operators', () => json({ items: [ME, LAYLA] })),
      http.post('/api/console/operators', () => {
        adds += 1;
        return problem(409, 'Conflict', 'An operator has this email.');
      }),
    );
    const { user } = renderConsole('/operators');
    const email = await screen.findByLabelText('Work email');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(adds).toBe(0);

    await user.clear(email);
    await user.type(email, 'layla@mizan.example');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    await expectAnnouncedError('An operator with this email exists already.');
    expect(adds).toBe(1);
  });

  it('tells what each role may do as the role is chosen', async () => {
    signedInAs('admin');
    operatorsServer([ME]);
    const { user } = renderConsole('/operators');
    const role = await screen.findByLabelText('Role');
    expect(screen.getByText('Leads and support requests, with personal data.')).toBeVisible();
    await user.selectOptions(role, 'editor');
    expect(screen.getByText('The catalogue; no leads.')).toBeVisible();
  });

  it("announces the server's problem when the list cannot be read, keeping the add form", async () => {
    signedInAs('admin');
    server.use(
      http.get('/api/console/operators', () =>
        problem(500, 'Internal Server Error', 'The operators could not be read.'),
      ),
    );
    renderConsole('/operators');
    await expectAnnouncedError('The operators could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add operator' })).toBeEnabled();
  });

  it('has no violation axe can find, with a question asked, and cancels it', async () => {
    signedInAs('admin');
    const patches = operatorsServer([ME, LAYLA, OMAR, NOOR]);
    const { user } = renderConsole('/operators');
    const [, layla] = await tableRows('Operators');
    await user.click(within(layla!).getByRole('button', { name: 'Disable layla@mizan.example' }));
    const question = within(layla!).getByRole('group', { name: 'Disable layla@mizan.example?' });
    expect(await axeViolations()).toEqual([]);
    // Cancel takes the question back, and nothing was sent.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(layla!).queryByRole('group')).toBeNull();
    expect(patches).toEqual([]);
  });

  it.each(['support', 'analyst'] as const)('is not there for %s: no link, no call', (role) =>
    expectClosedTo(role, '/operators', { link: 'Operators', call: '/api/console/operators' }),
  );
});
