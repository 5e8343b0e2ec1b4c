import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { axeViolations, expectAnnouncedError } from '../../testing/page-checks.ts';

const TOKEN = 'b'.repeat(43);
const PASSWORD = 'Copper meadow lantern 71 tide';

/** Chooses the password of step 1 and sends it. */
async function choosePassword(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText('New password'), PASSWORD);
  await user.type(screen.getByLabelText('Repeat the password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
}

describe('set-up, when the link does not work', () => {
  it('says a cut-off link is not complete, offering no form, with no violation axe can find', async () => {
    signedInAs(null);
    renderConsole('/setup?token=short');
    await expectAnnouncedError(/This set-up link is not complete/);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [410, 'Gone'],
    [400, 'Bad Request'],
  ] as const)('says a link answered %s was used or expired', async (status, title) => {
    signedInAs(null);
    server.use(
      http.post('/api/console/setup', () => problem(status, title, 'The token is not valid.')),
    );
    const { user } = renderConsole(`/setup?token=${TOKEN}`);
    await choosePassword(user);
    await expectAnnouncedError(
      'This set-up link has been used or has expired. Ask an admin for a new one.',
    );
    // Still on step 1: nothing was set up.
    expect(
      screen.getByRole('heading', { name: 'Step 1 of 3: choose your password' }),
    ).toBeVisible();
  });

  it("announces the server's own problem for any other failure", async () => {
    signedInAs(null);
    server.use(
      http.post('/api/console/setup', () =>
        problem(503, 'Service Unavailable', 'The console is being updated. Try again in a minute.'),
      ),
    );
    const { user } = renderConsole(`/setup?token=${TOKEN}`);
    await choosePassword(user);
    await expectAnnouncedError('The console is being updated. Try again in a minute.');
  });

  it('has no violation axe can find on its first step', async () => {
    signedInAs(null);
    renderConsole(`/setup?token=${TOKEN}`);
    await screen.findByLabelText('New password');
    expect(await axeViolations()).toEqual([]);
  });
});
