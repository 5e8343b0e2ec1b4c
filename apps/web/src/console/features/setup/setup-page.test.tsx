import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';

const TOKEN = 'a'.repeat(43);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('set-up', () => {
  it('takes a password, shows the authenticator as a QR code and a key, then the recovery codes', async () => {
    signedInAs(null);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/console/setup', async ({ request }) => {
        bodies.push(await request.json());
        return json({ totp: { secret: SECRET, uri: `otpauth://totp/Mizan:a?secret=${SECRET}` } });
      }),
      http.post('/api/console/setup/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return json({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`) });
      }),
    );
    const { user } = renderConsole(`/setup?token=${TOKEN}`);
    expect(await screen.findByText('12 to 128 characters long.')).toBeVisible();
    await user.type(screen.getByLabelText('New password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Repeat the password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(await screen.findByText('code-9')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
    expect(bodies).toEqual([
      { token: TOKEN, password: 'correct horse battery' },
      { token: TOKEN, code: '123456' },
    ]);
  });

  it('names a refused password on its field', async () => {
    signedInAs(null);
    server.use(
      http.post('/api/console/setup', () =>
        problem(400, 'Bad Request', 'Too common', [
          { field: 'body.password', message: 'too common' },
        ]),
      ),
    );
    const { user } = renderConsole(`/setup?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'password1234');
    await user.type(screen.getByLabelText('Repeat the password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
    expect(await screen.findByText(/too common or too easy to guess/)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
