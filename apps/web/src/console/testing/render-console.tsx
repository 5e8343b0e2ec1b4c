import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { OperatorRole } from '@mizan/contracts/console';
import { server, json, problem } from '../../testing/api.ts';
import { ConsoleApp } from '../app/app.tsx';

export const CSRF = 'csrf-token-of-the-test-session';

/** GET /api/console/me answering this operator, or 401 (nobody signed in). */
export function signedInAs(role: OperatorRole | null) {
  server.use(
    http.get('/api/console/me', () =>
      role
        ? json({ csrfToken: CSRF, operator: { email: `${role}@mizan.example`, role } })
        : problem(401, 'Unauthorized', 'Sign in to continue.'),
    ),
  );
}

/** The catalogue has no bank: the leads' bank filter offers none. */
export const noBanks = () => http.get('/api/console/banks', () => json({ items: [], total: 0 }));

/** The leads list is empty (and its bank filter too): for tests that only pass through it. */
export const noLeads = () => [
  http.get('/api/console/applications', () => json({ items: [], total: 0 })),
  noBanks(),
];

/** The whole console at `path` (under /console), as the browser would open it. */
export function renderConsole(path: string) {
  window.history.replaceState(null, '', `/console${path}`);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  return { ...render(<ConsoleApp client={client} />), user, client };
}

/** Where the console is now, under /console (path and search). */
export const consoleLocation = () =>
  window.location.pathname.replace(/^\/console/, '') + window.location.search;
