// The operator console's real journey (issue 22), on a server of its own (console-server.ts): an
// admin added with the command sets up a password and the authenticator (codes computed from the
// key the page shows), signs in, filters the leads, opens one, exports CSV, works a support
// request, looks at the operators and the audit log, and signs out; a support operator cannot
// reach the operators or the audit log. axe finds no violation of any impact on any console page,
// with real data on screen, at both widths.
import { readFile } from 'node:fs/promises';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import {
  ADMIN_EMAIL,
  EDITOR_EMAIL,
  OPERATOR_PASSWORD,
  SUPPORT_EMAIL,
  totpCode,
  withConsoleServer,
  type ConsoleServer,
} from './console-server.ts';
import { parse } from 'csv-parse/sync';
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

// One server per worker: the tests of a project run one after the other on it.
test.describe.configure({ mode: 'default' });

const PASSWORD = OPERATOR_PASSWORD;
const NEW_PASSWORD = 'copper meadow kettle hums 58 rivers';
const SIGN_IN_TITLE = 'Sign in to the Mizan console';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Under Tailwind's `md` (768 px) the header's navigation is behind its Menu button. */
const behindMenu = (page: Page) => page.viewportSize()!.width < 768;
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

/** The navigation, opened first on a phone. */
async function consoleNav(page: Page) {
  if (behindMenu(page) && (await menuButton(page).getAttribute('aria-expanded')) !== 'true') {
    await menuButton(page).click();
  }
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav).toBeVisible();
  return nav;
}

/** The header names the operator signed in (on a phone, in the menu, closed again after). */
async function expectSignedInAs(page: Page, email: string) {
  if (behindMenu(page)) await menuButton(page).click();
  await expect(page.getByRole('banner').getByText(email, { exact: true })).toBeVisible();
  if (behindMenu(page)) {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  }
}

async function navigateTo(page: Page, link: string) {
  await (await consoleNav(page)).getByRole('link', { name: link }).click();
  await expect(heading(page, link)).toBeVisible();
}

async function signIn(page: Page, email: string, code: string) {
  await expect(heading(page, SIGN_IN_TITLE)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The list's filters: on a phone, folded behind a button that opens them. */
async function openFilters(page: Page, label: string, testInfo: TestInfo) {
  const form = page.getByRole('form', { name: label });
  if (testInfo.project.name === 'phone') {
    await expect(form).toBeHidden();
    await filterToggle(page, label).click();
  }
  await expect(form).toBeVisible();
}

const filterToggle = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) });

/** The rows of the page's table (the header row left out). */
const bodyRows = (page: Page) => page.locator('table tbody tr');

/** The value a description list gives a label. */
const detail = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('an admin added with the command sets up, signs in, works leads and support, and signs out', async ({
  page,
  consoleServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const { seeded } = consoleServer;

  // Step 1: the password, from the link the command printed.
  await page.goto(consoleServer.adminLink);
  await expect(heading(page, 'Step 1 of 3: choose your password')).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'console-journey-setup-password');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password and continue' }).click();

  // Step 2: the authenticator, its key typed in by hand (here: read and computed).
  await expect(heading(page, 'Step 2 of 3: add the authenticator')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code of your console authenticator key' }),
  ).toBeVisible();
  const key = (await page.getByLabel('Authenticator key').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await checkConsoleScreen(page, testInfo, 'console-journey-setup-authenticator');
  const setUpCode = totpCode(key);
  await page.getByLabel('Authentication code').fill(setUpCode);
  await page.getByRole('button', { name: 'Confirm the code' }).click();

  // Step 3: ten recovery codes, shown once.
  await expect(heading(page, 'Step 3 of 3: keep your recovery codes')).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  // Each on one line (text-sm: 20 px), not broken in the middle: they may be copied by hand.
  for (const item of await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .all()) {
    expect((await item.boundingBox())!.height).toBeLessThan(30);
  }
  await checkConsoleScreen(page, testInfo, 'console-journey-setup-recovery-codes');
  await page.getByRole('link', { name: 'I have stored them: sign in' }).click();

  // Sign-in. Each authenticator code is accepted once: the one the set-up took is refused now
  // (replayed, as if seen in transit), and a recovery code is the way in without waiting 30
  // seconds for the next one.
  await expect(heading(page, SIGN_IN_TITLE)).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'console-journey-sign-in');
  await signIn(page, ADMIN_EMAIL, setUpCode);
  await expect(page.getByRole('alert')).toHaveText(
    'The email, password or authentication code is not right.',
  );
  await signIn(page, ADMIN_EMAIL, codes[0]!);

  // The leads: every application, newest first, the applicants' names shown to an admin.
  await expect(heading(page, 'Leads')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/console/leads');
  await expectSignedInAs(page, ADMIN_EMAIL);
  await expect(bodyRows(page)).toHaveCount(3);
  for (const application of [seeded.card, seeded.loan, seeded.created]) {
    await expect(bodyRows(page).filter({ hasText: application.applicant.fullName })).toHaveCount(1);
  }
  await checkConsoleScreen(page, testInfo, 'console-journey-leads');

  // Filtered to Saudi Arabia: the loan alone, and the filter in the address.
  await openFilters(page, 'Filter leads', testInfo);
  await page.getByLabel('Country').selectOption({ label: 'Saudi Arabia' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/console\/leads\?country=SA$/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(seeded.loan.applicant.fullName);
  await expect(bodyRows(page)).toContainText(seeded.loan.productName!);

  // Then the UAE cards: the card application alone.
  await openFilters(page, 'Filter leads', testInfo);
  await page.getByLabel('Country').selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('Product type').selectOption('Card');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/console\/leads\?country=AE&productType=Card$/);
  await expect(bodyRows(page)).toHaveCount(1);
  const cardRow = bodyRows(page).first();
  await expect(cardRow).toContainText(seeded.card.applicant.fullName);
  await expect(cardRow).toContainText(seeded.card.productName!);
  await expect(cardRow).toContainText('Submitted');
  if (testInfo.project.name === 'phone') {
    // Folded again, saying what applies.
    await expect(filterToggle(page, 'Filter leads')).toHaveText(/^Filter leads \(2 applied\)/);
  }
  await checkConsoleScreen(page, testInfo, 'console-journey-leads-filtered');

  // The export of what the list shows: the header row and the card application's row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const rows: string[][] = parse(await readFile((await download.path())!, 'utf8'), { bom: true });
  expect(rows[0]!.join(',')).toBe(
    'id,createdAt,country,productType,status,language,productId,productName,bankId,bankKey,bankName,fullName,email,phone',
  );
  expect(rows).toHaveLength(2);
  const row = rows[1]!;
  expect(row[0]).toBe(seeded.card.id);
  expect(row.slice(2, 6)).toEqual(['AE', 'Card', 'Submitted', 'en']);
  expect(row).toContain(seeded.card.productName!);
  // The phone starts with +, which a spreadsheet would read as a formula: written as text.
  expect(row.slice(-3)).toEqual(['Layla Haddad', 'layla.haddad@example.com', "'+971501234567"]);

  // One lead: the applicant, the answers given and the product chosen.
  await cardRow.getByRole('link').first().click();
  await expect(heading(page, 'Lead')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/console/leads/${seeded.card.id}`);
  await expect(detail(page, 'Full name')).toHaveText('Layla Haddad');
  await expect(detail(page, 'Email')).toHaveText('layla.haddad@example.com');
  await expect(detail(page, 'Phone')).toHaveText('+971501234567');
  await expect(detail(page, 'Country')).toHaveText('United Arab Emirates');
  await expect(detail(page, 'Product chosen')).toHaveText(seeded.card.productName!);
  expect(seeded.card.answers.length).toBeGreaterThanOrEqual(5);
  for (const { question, answer } of seeded.card.answers) {
    await expect(detail(page, question)).toHaveText(answer);
  }
  await checkConsoleScreen(page, testInfo, 'console-journey-lead');

  // Back to the list as it was left.
  await page.goBack();
  await expect(heading(page, 'Leads')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/leads\?country=AE&productType=Card$/);
  await expect(bodyRows(page)).toHaveCount(1);

  // The support request: listed, opened, its status changed.
  await navigateTo(page, 'Support requests');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(seeded.support.fullName);
  await expect(bodyRows(page)).toContainText('new');
  await checkConsoleScreen(page, testInfo, 'console-journey-support-requests');
  await bodyRows(page).first().getByRole('link').first().click();
  await expect(heading(page, 'Support request')).toBeVisible();
  await expect(detail(page, 'From')).toHaveText(seeded.support.fullName);
  await expect(detail(page, 'Email')).toHaveText(seeded.support.email);
  await expect(detail(page, 'Country')).toHaveText('United Arab Emirates');
  await expect(page.getByText(seeded.support.message)).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'console-journey-support-request');
  await page.getByLabel('Status').selectOption('answered');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status changed to answered.')).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('answered');

  // The operators: all three, the admin marked as the one signed in.
  await navigateTo(page, 'Operators');
  const operatorRows = bodyRows(page);
  await expect(operatorRows).toHaveCount(3);
  await expect(operatorRows.filter({ hasText: ADMIN_EMAIL })).toContainText('You');
  for (const waiting of [SUPPORT_EMAIL, EDITOR_EMAIL]) {
    await expect(operatorRows.filter({ hasText: waiting })).toContainText('Waiting for set-up');
  }
  await checkConsoleScreen(page, testInfo, 'console-journey-operators');

  // The audit log: the set-up, the sign-in, the lead viewed, the export, the status change.
  await navigateTo(page, 'Audit log');
  const audit = bodyRows(page);
  for (const action of [
    'operator.setUpConfirmed',
    'session.signIn',
    'session.signInFailed',
    'application.view',
    'application.export',
    'supportRequest.status',
  ]) {
    await expect(audit.filter({ hasText: action }).first(), action).toContainText(ADMIN_EMAIL);
  }
  await expect(audit.filter({ hasText: 'application.view' }).first()).toContainText(seeded.card.id);
  await checkConsoleScreen(page, testInfo, 'console-journey-audit');

  // Signed out: back at sign-in, and the console's pages send there.
  await consoleNav(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(heading(page, SIGN_IN_TITLE)).toBeVisible();
  await page.goto('/console/leads');
  await expect(heading(page, SIGN_IN_TITLE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/console/sign-in');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/leads');
  expect(await page.evaluate(async () => (await fetch('/api/console/applications')).status)).toBe(
    401,
  );
});

test('a support operator is not offered the operators or the audit log, nor let in', async ({
  page,
  consoleServer,
}, testInfo) => {
  const unusedCodes = await setUpAndSignIn(
    page,
    consoleServer.supportLink,
    SUPPORT_EMAIL,
    '/console/leads',
  );
  await expect(heading(page, 'Leads')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).filter({ hasText: 'Layla Haddad' })).toHaveCount(1);

  const nav = await consoleNav(page);
  // The catalogue is read by every role (only editors and admins change it).
  await expect(nav.getByRole('link')).toHaveText([
    'Leads',
    'Support requests',
    'Data requests',
    'Bonuses',
    'Funnel',
    'Catalogue',
    'Deliveries',
  ]);

  for (const [path, name] of [
    ['/console/operators', 'operators'],
    ['/console/audit', 'audit'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, 'Not allowed')).toBeVisible();
    await expect(page.getByText('Your role, Support, does not include this page.')).toBeVisible();
    await expectSignedInAs(page, SUPPORT_EMAIL);
    await checkConsoleScreen(page, testInfo, `console-journey-not-allowed-${name}`);
  }
  // The server decides: the calls behind those pages are refused with the session's cookie.
  const statuses = await page.evaluate(async () =>
    Promise.all(
      ['/api/console/operators', '/api/console/audit', '/api/console/applications'].map(
        async (url) => (await fetch(url)).status,
      ),
    ),
  );
  expect(statuses).toEqual([403, 403, 200]);

  // Every role may change its own password, proving it with the current one and a code.
  await consoleNav(page);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(heading(page, 'Change your password')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByLabel('Authentication code').fill(unusedCodes[0]!);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password is changed. Every other session of yours has been signed out.'),
  ).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'console-journey-change-password');
  // The session got a new id with the change (decision 0032): the browser carries on with it.
  await page.reload();
  await expect(heading(page, 'Change your password')).toBeVisible();
});
