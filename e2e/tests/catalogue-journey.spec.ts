// The catalogue editor in the browser (issue 23), on a console server of its own
// (console-server.ts): an editor added with the command signs in, changes the later-years annual
// fee of the first card a visitor is shown, and the day it was checked; a bad value is refused
// beside its field; the Arabic name is typed right to left. The visitor's card list and comparison
// then show the new fee. axe finds no violation of any impact on any editor page, at both widths.
import { formatMoney } from '@mizan/contracts';
import { test as base, expect, type Page } from '@playwright/test';
import {
  EDITOR_EMAIL,
  OPERATOR_PASSWORD,
  totpCode,
  withConsoleServer,
  type ConsoleServer,
} from './console-server.ts';
import { checkConsoleScreen, giveConsent } from './helpers.ts';
import { reachCardList } from './wizard-helpers.ts';

/** The editor's recovery codes: set up once per worker, each sign-in spends one. */
interface Editor {
  recoveryCodes: string[];
}

const PASSWORD = OPERATOR_PASSWORD;

/** Set up through the API, as the set-up page calls it (the page itself: console-journey). */
async function setUpEditor(server: ConsoleServer): Promise<Editor> {
  const token = new URL(server.editorLink).searchParams.get('token');
  const post = async (route: string, body: object) => {
    const response = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${route}: ${await response.clone().text()}`).toBe(200);
    return response.json();
  };
  const { totp } = await post('/api/console/setup', { token, password: PASSWORD });
  return post('/api/console/setup/confirm', { token, code: totpCode(totp.secret) });
}

const test = base.extend<object, { consoleServer: ConsoleServer; editor: Editor }>({
  consoleServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => withConsoleServer(use),
    { scope: 'worker', timeout: 120_000 },
  ],
  editor: [
    async ({ consoleServer }, use) => use(await setUpEditor(consoleServer)),
    { scope: 'worker' },
  ],
  baseURL: async ({ consoleServer }, use) => use(consoleServer.url),
});

test.describe.configure({ mode: 'default' });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** Signs the editor in on the page, with one of their recovery codes. */
async function signInAsEditor(page: Page, editor: Editor) {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(EDITOR_EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Authentication code').fill(editor.recoveryCodes.shift()!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An editor lands on the catalogue.
  await expect(heading(page, 'Cards and loans')).toBeVisible();
}

/** The cards a visitor is shown: each a list item with the card's name as its heading. */
const cardTiles = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });

/** A visitor of its own (a fresh page), from the start to the UAE card list. */
async function visitorCardList(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.91.${Date.now() % 250}.7` });
  await giveConsent(page);
  await reachCardList(page);
  await expect(cardTiles(page).first()).toBeVisible();
}

const today = () => new Date().toISOString().slice(0, 10);

test('an editor changes a card’s later-years fee and its checked day; the card list and comparison show it', async ({
  page,
  browser,
  consoleServer,
  editor,
}, testInfo) => {
  test.setTimeout(150_000);
  // The first card a visitor is shown: the one the editor changes.
  const visitor = await browser.newPage({ baseURL: consoleServer.url });
  await visitorCardList(visitor);
  const cardName = (
    (await cardTiles(visitor).first().getByRole('heading', { level: 2 }).textContent()) ?? ''
  ).trim();
  expect(cardName).not.toBe('');
  await visitor.close();

  await signInAsEditor(page, editor);
  await checkConsoleScreen(page, testInfo, 'catalogue-1-products');

  // Found by a part of its name (on a phone, the filters are folded behind their button), opened.
  const filters = page.getByRole('form', { name: 'Filter cards and loans' });
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: /^Filter cards and loans/ }).click();
  }
  await filters.getByLabel('Search').fill(cardName.split(' ').slice(0, 2).join(' '));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: cardName, exact: true }).click();
  await expect(heading(page, cardName)).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'catalogue-2-card');

  const annualFee = page.getByRole('group', { name: /^Annual fee/ });
  const laterYears = annualFee.getByLabel('Later years', { exact: true });
  const save = page.getByRole('button', { name: 'Save', exact: true });

  // A bad value: refused beside its field, nothing sent.
  await annualFee.getByLabel('Not published by the bank').uncheck();
  await laterYears.fill('-40');
  await save.click();
  await expect(laterYears).toHaveAttribute('aria-invalid', 'true');
  await expect(laterYears).toHaveAccessibleDescription(/.+/);
  await expect(page.getByRole('alert').filter({ hasText: /needs? a change/ })).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'catalogue-3-card-error');

  // The Arabic name, typed right to left beside the English one.
  const arabicName = page.getByLabel('Name (Arabic)');
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('Name (English)')).not.toHaveAttribute('dir', 'rtl');
  const newArabicName = 'بطاقة الاسترداد النقدي من مصرف أبوظبي الأول';
  await arabicName.fill(newArabicName);

  // The new fee and the day it was checked; saved as the next version.
  const fee = 4321;
  await annualFee.getByLabel('First year', { exact: true }).fill(String(fee));
  await laterYears.fill(String(fee));
  await annualFee.getByLabel('Annual fee: checked on', { exact: true }).fill(today());
  await save.click();
  await expect(page.getByText(/^Saved\. This card is now at version \d+\.$/)).toBeVisible();
  await expect(laterYears).toHaveValue(String(fee));
  await expect(laterYears).not.toHaveAttribute('aria-invalid', 'true');

  // Its history holds the version before, which could be restored.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(heading(page, `History of ${cardName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore this version' }).first()).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'catalogue-4-history');

  // The visitor now sees the new fee on the card and side by side with another card.
  const money = formatMoney(fee, 'AED', 'en');
  const later = await browser.newPage({ baseURL: consoleServer.url });
  await visitorCardList(later);
  const tile = cardTiles(later).filter({
    has: later.getByRole('heading', { level: 2, name: cardName }),
  });
  await expect(tile).toContainText(money);
  const toggles = cardTiles(later).getByRole('button', { name: /^Compare/ });
  await tile.getByRole('button', { name: /^Compare/ }).click();
  for (const toggle of await toggles.all()) {
    if ((await toggle.getAttribute('aria-pressed')) === 'false') {
      await toggle.click();
      break;
    }
  }
  await later
    .getByRole('region', { name: 'Cards to compare' })
    .getByRole('button', { name: 'Compare (2)' })
    .click();
  const table = later.getByRole('dialog', { name: 'Compare cards' }).getByRole('table');
  const laterRow = table.getByRole('row').filter({
    has: later.getByRole('rowheader', { name: /^Annual fee, later years/ }),
  });
  await expect(laterRow).toContainText(money);
  await later.close();

  // The Arabic name was kept as typed.
  await page.goto(page.url().replace(/\/history$/, ''));
  await expect(page.getByLabel('Name (Arabic)')).toHaveValue(newArabicName);
});

test('every list of the catalogue and an item of each kind pass axe', async ({
  page,
  editor,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, editor);
  const tabs = page.getByRole('navigation', { name: 'Catalogue', exact: true });
  for (const title of [
    'Banks',
    'Feature groups',
    'Features',
    'Questions',
    'Banners',
    'Promo codes',
  ]) {
    await tabs.getByRole('link', { name: title }).click();
    await expect(heading(page, title)).toBeVisible();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const slug = title.toLowerCase().replace(/ /g, '-');
    await checkConsoleScreen(page, testInfo, `catalogue-list-${slug}`);
    await page.locator('table tbody tr a').first().click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await checkConsoleScreen(page, testInfo, `catalogue-item-${slug}`);
  }
});
