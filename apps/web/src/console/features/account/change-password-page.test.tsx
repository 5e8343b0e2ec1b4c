import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { problem, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';

const CURRENT = 'Velvet harbour lanterns 42 drift';
const NEW = 'Amber orchard kettle 58 river';

async function fillIn(user: ReturnType<typeof renderConsole>['user'], repeat = NEW) {
  await user.type(await screen.findByLabelText('Current password'), CURRENT);
  await user.type(screen.getByLabelText('New password'), NEW);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.type(screen.getByLabelText('Authentication code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing your password', () => {
  it('is offered to every role, sends the change with the CSRF token, and says what it did', async () => {
    signedInAs('analyst');
    const sent: { body: unknown; csrf: string | null }[] = [];
    server.use(
      http.post('/api/console/me/password', async ({ request }) => {
        sent.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderConsole('/account/password');
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await fillIn(user);
    expect(
      await screen.findByText(
        'Your password is changed. Every other session of yours has been signed out.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([
      { body: { currentPassword: CURRENT, newPassword: NEW, code: '123456' }, csrf: CSRF },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the repeat before sending, and shows each refusal where it belongs', async () => {
    signedInAs('support');
    let answer = problem(400, 'Not changed', 'body.currentPassword: is not right', [
      { field: 'body.currentPassword', message: 'is not right' },
    ]);
    let calls = 0;
    server.use(
      http.post('/api/console/me/password', () => {
        calls += 1;
        return answer;
      }),
    );
    const { user } = renderConsole('/account/password');
    await fillIn(user, 'something else entirely');
    expect(await screen.findByText('The two passwords are not the same.')).toBeVisible();
    expect(calls).toBe(0);

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password or the authentication code is not right.',
    );
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');

    answer = problem(400, 'Weak password', 'body.newPassword: is too easy to guess', [
      { field: 'body.newPassword', message: 'is too easy to guess' },
    ]);
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This password is too common or too easy to guess. Choose another.'),
    ).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
