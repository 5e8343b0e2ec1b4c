import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import {
  consoleLocation,
  CSRF,
  noBanks,
  noLeads,
  renderConsole,
  signedInAs,
} from '../../testing/render-console.tsx';
import { retryText } from '../../lib/retry-text.ts';
import { SIGN_IN_REFUSED } from './sign-in-page.tsx';

async function fillIn(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ops@mizan.example');
  await user.type(screen.getByLabelText('Password'), 'a long enough password');
  await user.type(screen.getByLabelText(/^Authentication code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('sends a signed-out visitor to sign-in, with the fields and button the issue names', async () => {
    signedInAs(null);
    renderConsole('/leads?country=AE');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the Mizan console' }),
    ).toBeVisible();
    expect(consoleLocation()).toBe(`/sign-in?next=${encodeURIComponent('/leads?country=AE')}`);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Authentication code/)).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
  });

  it('marks each missing field and announces what is wrong', async () => {
    signedInAs(null);
    const { user } = renderConsole('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    for (const label of ['Email', 'Password', /^Authentication code/]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(/Enter/);
    }
    expect(screen.getByText('Enter your work email address.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('answers every 401 with one message that does not say which part was wrong', async () => {
    signedInAs(null);
    server.use(
      http.post('/api/console/sessions', () => problem(401, 'Unauthorized', 'Unknown email')),
    );
    const { user } = renderConsole('/sign-in');
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_REFUSED);
    expect(screen.queryByText('Unknown email')).toBeNull();
    // The code is used: the field is emptied for the next one.
    expect(screen.getByLabelText(/^Authentication code/)).toHaveValue('');
  });

  it('says when to try again after a 429', async () => {
    signedInAs(null);
    server.use(
      http.post('/api/console/sessions', () => {
        const response = problem(429, 'Too Many Requests', 'Too many attempts');
        response.headers.set('retry-after', '120');
        return response;
      }),
    );
    const { user } = renderConsole('/sign-in');
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Try again in 2 minutes \(at \d\d:\d\d UTC\)/,
    );
  });

  it('signs in, then goes where the visitor was going, sending the CSRF token with changes', async () => {
    signedInAs(null);
    let sent: unknown;
    server.use(
      http.post('/api/console/sessions', async ({ request }) => {
        sent = await request.json();
        signedInAs('support');
        return json({
          csrfToken: CSRF,
          operator: { email: 'support@mizan.example', role: 'support' },
        });
      }),
      http.get('/api/console/support-requests', () => json({ items: [], total: 0 })),
    );
    const { user } = renderConsole('/support-requests');
    await fillIn(user);
    expect(await screen.findByRole('heading', { name: 'Support requests' })).toBeVisible();
    expect(sent).toEqual({
      email: 'ops@mizan.example',
      password: 'a long enough password',
      code: '123456',
    });
    expect(consoleLocation()).toBe('/support-requests');

    let csrf: string | null = null;
    server.use(
      http.delete('/api/console/sessions/current', ({ request }) => {
        csrf = request.headers.get('x-csrf-token');
        return new Response(null, { status: 204 });
      }),
    );
    signedInAs(null);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(csrf).toBe(CSRF));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the Mizan console' }),
    ).toBeVisible();
  });
});

describe('sign-in without a page to go back to', () => {
  it('opens the first page of the role', async () => {
    signedInAs(null);
    server.use(
      http.post('/api/console/sessions', () => {
        signedInAs('admin');
        return json({ csrfToken: CSRF, operator: { email: 'admin@mizan.example', role: 'admin' } });
      }),
      ...noLeads(),
    );
    const { user } = renderConsole('/sign-in');
    await fillIn(user);
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeVisible();
    expect(consoleLocation()).toBe('/leads');
  });
});

describe('a session that ends', () => {
  it('sends the operator to sign-in, saying why, when a call answers 401', async () => {
    signedInAs('support');
    server.use(
      noBanks(),
      http.get('/api/console/applications', () => {
        signedInAs(null);
        return problem(401, 'Not signed in', 'Sign in to the console to do this.');
      }),
    );
    renderConsole('/leads');
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue.'),
    ).toBeVisible();
    expect(consoleLocation()).toBe(`/sign-in?next=${encodeURIComponent('/leads')}`);
  });
});

describe('retryText', () => {
  it('words Retry-After as minutes and the time', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(retryText(30, now)).toBe('Too many attempts. Try again in 1 minute (at 10:00 UTC).');
    expect(retryText(900, now)).toBe('Too many attempts. Try again in 15 minutes (at 10:15 UTC).');
  });
});
