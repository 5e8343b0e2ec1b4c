import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { axeViolations, expectAnnouncedError } from '../../testing/page-checks.ts';

const CURRENT = 'Velvet harbour lanterns 42 drift';
const NEW = 'Amber orchard kettle 58 river';

async function sendChange(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText('Current password'), CURRENT);
  await user.type(screen.getByLabelText('New password'), NEW);
  await user.type(screen.getByLabelText('Repeat the new password'), NEW);
  await user.type(screen.getByLabelText('Authentication code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing your password, refused', () => {
  it('says when to try again after too many attempts, and empties the used code', async () => {
    signedInAs('editor');
    server.use(
      http.post('/api/console/me/password', () =>
        json({ title: 'Too Many Requests', status: 429, detail: 'Slow down.' }, 429),
      ),
    );
    const { user } = renderConsole('/account/password');
    await sendChange(user);
    await expectAnnouncedError(/^Too many attempts\. /);
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(screen.queryByText(/Your password is changed/)).toBeNull();
  });

  it("announces the server's own problem for any other failure", async () => {
    signedInAs('admin');
    server.use(
      http.post('/api/console/me/password', () =>
        problem(500, 'Internal Server Error', 'The password could not be saved. Try again.'),
      ),
    );
    const { user } = renderConsole('/account/password');
    await sendChange(user);
    await expectAnnouncedError('The password could not be saved. Try again.');
  });

  it('marks the missing fields before sending anything, with no violation axe can find', async () => {
    signedInAs('editor');
    let calls = 0;
    server.use(
      http.post('/api/console/me/password', () => {
        calls += 1;
        return json({});
      }),
    );
    const { user } = renderConsole('/account/password');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls).toBe(0);
    expect(await axeViolations()).toEqual([]);
  });
});
