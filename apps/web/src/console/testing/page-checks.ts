import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { expect } from 'vitest';
import type { OperatorRole } from '@mizan/contracts/console';
import { json, server } from '../../testing/api.ts';
import { ROLE_NAMES } from '../features/operators/role-names.ts';
import { noLeads, renderConsole, signedInAs } from './render-console.tsx';

// What every console page is checked for, beside what it does: the failure it announces, the
// page a role may not open, and what axe can find. One place, so each page's test reads as its
// own story and a new page copies the same checks.

/**
 * The violations axe finds in the page as it stands. Contrast is left out: jsdom computes no
 * colours, so the rule could only guess (the e2e journeys check it in a browser).
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => violation.id);
}

/** Waits for `text` to be announced as an error (in a role="alert" live region). */
export async function expectAnnouncedError(text: string | RegExp) {
  const message = await screen.findByText(text);
  expect(message.closest('[role=alert]')).not.toBeNull();
  expect(message).toBeVisible();
}

/** Waits for `text` to be announced politely (in a role="status" live region). */
export async function expectAnnouncedStatus(text: string | RegExp) {
  const message = await screen.findByText(text);
  expect(message.closest('[role=status]')).not.toBeNull();
}

/** Waits for the page a role may not use: it says so, and names the role. */
export async function expectNotAllowed(roleName: string) {
  expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect(screen.getByText(new RegExp(`Your role, ${roleName}, does not include this page`)));
}

/**
 * Opens `path` as an operator of `role` who may not use it: the page says so, the navigation
 * offers no `link` to it, and the page never reads `call` (the server would refuse it anyway,
 * but the page must not even ask). A role's first page may read the leads: they answer empty.
 */
export async function expectClosedTo(
  role: OperatorRole,
  path: string,
  { link, call }: { link?: string; call?: string } = {},
) {
  signedInAs(role);
  const reads: string[] = [];
  server.use(...noLeads());
  if (call) {
    server.use(
      http.all(call, ({ request }) => {
        reads.push(`${request.method} ${request.url}`);
        return json({ items: [], total: 0 });
      }),
    );
  }
  renderConsole(path);
  await expectNotAllowed(ROLE_NAMES[role]);
  if (link) {
    const navigation = screen.getByRole('navigation', { name: 'Console' });
    expect(within(navigation).queryByRole('link', { name: link })).toBeNull();
  }
  expect(reads).toEqual([]);
}

/** The rows of the table named `caption`, header row left out, once it has loaded. */
export async function tableRows(caption: string) {
  const table = await screen.findByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}
