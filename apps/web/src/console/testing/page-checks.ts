import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';

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

/** The rows of the table named `caption`, header row left out, once it has loaded. */
export async function tableRows(caption: string) {
  const table = await screen.findByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}
