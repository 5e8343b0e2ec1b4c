// The hand-off to the banks in the console (issue 24): an admin gives a bank a webhook (a real
// HTTP peer on this machine standing in for the bank), sees its signing secret once, revokes it
// (issue 32) and sees the new one once, sends a test lead and finds it among the deliveries. axe finds no violation on any of the pages, and no page
// scrolls sideways, at both widths.
import { createServer, type Server } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, withConsoleServer, type ConsoleServer } from './console-server.ts';
import { checkConsoleScreen } from './helpers.ts';
import { setUpAndSignIn } from './console-sign-in.ts';

const test = base.extend<object, { consoleServer: ConsoleServer }>({
  consoleServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => withConsoleServer(use),
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ consoleServer }, use) => use(consoleServer.url),
});

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A bank's endpoint that takes every delivery (a 200), on a free port of this machine. */
async function bankPeer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/mizan/leads`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('an admin sets a webhook, sees the secret once, revokes it, sends a test lead and sees it delivered or queued', async ({
  page,
  consoleServer,
}, testInfo) => {
  const peer = await bankPeer();
  try {
    await setUpAndSignIn(page, consoleServer.adminLink, ADMIN_EMAIL, '/console/banks');
    await expect(heading(page, 'Banks')).toBeVisible();
    const firstBank = page.locator('table tbody tr').first().getByRole('link');
    const bankName = ((await firstBank.textContent()) ?? '').replace(': delivery settings', '');
    await checkConsoleScreen(page, testInfo, 'bank-deliveries-banks');

    await firstBank.click();
    await expect(heading(page, `Delivery to ${bankName}`)).toBeVisible();
    await page.getByLabel('Delivery method', { exact: true }).selectOption('webhook');
    await page.getByLabel('Webhook address').fill(peer.url);
    await page.getByRole('button', { name: 'Save delivery method' }).click();
    const secret = page.getByLabel('Signing secret');
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const firstSecret = await secret.textContent();
    await expect(page.getByText('It is shown only this once')).toBeVisible();
    await checkConsoleScreen(page, testInfo, 'bank-deliveries-secret');

    // Saved again: no secret this time, and none after a reload either.
    await page.getByRole('button', { name: 'I have copied it: hide it' }).click();
    await page.getByRole('button', { name: 'Save delivery method' }).click();
    await expect(page.getByText(`${bankName} now: Webhook`)).toBeVisible();
    await expect(page.getByText(/whsec_/)).toHaveCount(0);
    await page.reload();
    await expect(heading(page, `Delivery to ${bankName}`)).toBeVisible();
    await expect(page.getByText(/whsec_/)).toHaveCount(0);

    // A leaked secret revoked: asked once more, then a new secret, shown once.
    await page.getByRole('button', { name: `Revoke secret of ${bankName}` }).click();
    await page.getByRole('button', { name: 'Revoke now: the old secrets stop at once' }).click();
    await expect(page.getByText(`The old secrets of ${bankName} no longer work.`)).toBeVisible();
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await secret.textContent()).not.toBe(firstSecret);
    await page.getByRole('button', { name: 'I have copied it: hide it' }).click();
    await expect(page.getByText(/whsec_/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Send a test lead' }).click();
    await expect(page.getByText('Test lead queued.')).toBeVisible();
    await page.getByRole('link', { name: 'Follow it in the deliveries' }).click();
    await expect(heading(page, 'Deliveries')).toBeVisible();
    const row = page.locator('table tbody tr').filter({ hasText: 'Test lead' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(bankName);
    await expect(row).toContainText(/pending|delivered/);
    await checkConsoleScreen(page, testInfo, 'bank-deliveries-deliveries');
  } finally {
    await peer.close();
  }
});
