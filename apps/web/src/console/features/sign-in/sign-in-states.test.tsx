import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { problem, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { axeViolations, expectAnnouncedError } from '../../testing/page-checks.ts';

/** Fills in the three fields and signs in. */
async function signIn(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ops@mizan.example');
  await user.type(screen.getByLabelText('Password'), 'a long enough password');
  await user.type(screen.getByLabelText(/^Authentication code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in, failing', () => {
  it('has no violation axe can find, empty and with its errors shown', async () => {
    signedInAs(null);
    const { user } = renderConsole('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in to the Mizan console' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(/^Enter/)).not.toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("announces the server's own problem, and stays on sign-in", async () => {
    signedInAs(null);
    server.use(
      http.post('/api/console/sessions', () =>
        problem(503, 'Service Unavailable', 'Sign-in is paused for an update. Try again soon.'),
      ),
    );
    const { user } = renderConsole('/sign-in');
    await signIn(user);
    await expectAnnouncedError('Sign-in is paused for an update. Try again soon.');
    expect(consoleLocation()).toBe('/sign-in');
  });

  it('says when the server cannot be reached', async () => {
    signedInAs(null);
    server.use(http.post('/api/console/sessions', () => Response.error()));
    const { user } = renderConsole('/sign-in');
    await signIn(user);
    await expectAnnouncedError(
      'The console could not reach the server. Check the connection and try again.',
    );
  });
});
