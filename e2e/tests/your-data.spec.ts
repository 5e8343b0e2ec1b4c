// Visitors' data rights (issue 25): the "Your data" form of the support page, in English and in
// Arabic (the phone project is 375 px wide), axe-clean; then the console's queue with a request
// confirmed through its emailed link, where support exports the person's data as a file, erases
// them and marks the request done.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { ar, expectArabicScreen } from './arabic.ts';
import { SUPPORT_EMAIL, withConsoleServer, type ConsoleServer } from './console-server.ts';
import { checkConsoleScreen, checkScreen, giveConsent } from './helpers.ts';
import { setUpAndSignIn } from './console-sign-in.ts';

/** A client address of the test's own: the mail calls' limit is per address. */
const ownAddress = (testInfo: TestInfo) =>
  `10.93.${testInfo.project.name === 'phone' ? 2 : 1}.${(Date.now() % 250) + 1}`;

base(
  'the "Your data" form answers the same in English and in Arabic',
  async ({ page }, testInfo) => {
    await giveConsent(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress(testInfo) });

    await page.goto('/help-and-support');
    const english = page.getByRole('region', { name: 'Your data' });
    await english.scrollIntoViewIfNeeded();
    await english.getByRole('radio', { name: 'Erase my data' }).check();
    await english.getByLabel('Your email address').fill('nobody.we.know@example.com');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/data-requests/public'));
    await english.getByRole('button', { name: 'Send request' }).click();
    expect((await sent).status()).toBe(202);
    await expect(english.getByRole('status')).toContainText(
      'If we hold data for this address, we have sent a link to it.',
    );
    await checkScreen(page, testInfo, 'your-data-sent');

    await page.goto('/ar/help-and-support');
    const arabic = page.getByRole('region', { name: ar('yourData.title') });
    await arabic.scrollIntoViewIfNeeded();
    await arabic.getByLabel(ar('yourData.fields.email')).fill('not an address');
    await arabic.getByRole('button', { name: ar('yourData.submit') }).click();
    const field = arabic.getByLabel(ar('yourData.fields.email'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('nobody.we.know@example.com');
    await arabic.getByRole('button', { name: ar('yourData.submit') }).click();
    await expect(arabic.getByRole('status')).toContainText(ar('yourData.sent.title'));
    await expectArabicScreen(page, ['nobody.we.know@example.com']);
    await checkScreen(page, testInfo, 'your-data-sent-ar');
  },
);

// The console's part runs on a server of its own (console-server.ts), with its operators.
const test = base.extend<object, { consoleServer: ConsoleServer }>({
  consoleServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => withConsoleServer(use),
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ consoleServer }, use) => use(consoleServer.url),
});

/** The confirmation link mailed to `email` (.eml files in the server's DATA_DIR/mail). */
async function confirmationToken(dataDir: string, email: string): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  let token: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(folder, { withFileTypes: true })) {
          if (!file.isFile()) continue;
          const raw = readFileSync(path.join(folder, file.name), 'utf8');
          if (!raw.includes(email)) continue;
          token = raw
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=')
            .match(/your-data\/confirm\?token=([\w-]{43})/)?.[1];
          if (token) return token;
        }
        return undefined;
      },
      { message: `the confirmation link to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

async function signInAsSupport(page: Page, consoleServer: ConsoleServer) {
  await setUpAndSignIn(page, consoleServer.supportLink, SUPPORT_EMAIL, '/console/data-requests');
}

test('support exports, erases and closes a confirmed request from the queue', async ({
  page,
  consoleServer,
}, testInfo) => {
  // The seeded card applicant asks for erasure and confirms with the emailed link.
  const { email, fullName } = consoleServer.seeded.card.applicant;
  const asked = await page.request.post('/api/data-requests/public', {
    data: { email, kind: 'erase' },
  });
  expect(asked.status()).toBe(202);
  const token = await confirmationToken(consoleServer.dataDir, email);
  const confirmed = await page.request.post('/api/data-requests/public/confirm', {
    data: { token },
  });
  expect(confirmed.status()).toBe(200);

  await signInAsSupport(page, consoleServer);
  await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
  const row = page.locator('table tbody tr').filter({ hasText: email });
  await expect(row).toContainText('29 days left');
  await expect(row).toContainText('Erasure');
  await checkConsoleScreen(page, testInfo, 'data-requests');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Export/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mizan-data-[0-9a-f-]{36}\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(exported.email).toBe(email);
  expect(JSON.stringify(exported.customers)).toContain(fullName);
  await expect(page.getByText(/: the file is saved\.$/)).toBeVisible();

  await row.getByRole('button', { name: /^Erase/ }).click();
  await page.getByRole('button', { name: 'Yes, erase' }).click();
  await expect(page.getByText(/^Erased the person of request/)).toBeVisible();
  const erased = page.locator('table tbody tr').filter({ hasText: 'Erased or done' });
  await expect(erased).toContainText(/Erased \d/);
  await expect(page.getByText(email)).toHaveCount(0);

  await erased.getByRole('button', { name: /^Mark done/ }).click();
  await page.getByLabel('Note').fill('Erased on request; the bank was told.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/is done\.$/)).toBeVisible();
  await expect(erased).toContainText('Stopped');
  await checkConsoleScreen(page, testInfo, 'data-requests-done');
});
