import { createHash } from 'node:crypto';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { NEXT_LOCK_MS } from '../../apps/web/src/config/ui.ts';
import { giveConsent } from './helpers.ts';

/**
 * Each test is its own visitor: its own client address (the e2e server trusts X-Forwarded-For),
 * so that the per-address write limits apply per test, as they would per person. Private
 * (10.x) addresses look up as no country, like the loopback address.
 */
async function startAsVisitor(page: Page, testInfo: TestInfo) {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.project.name}`)
    .digest();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${digest[0]}.${digest[1]}.${(digest[2]! % 250) + 1}`,
  });
  await giveConsent(page);
}

/** The wizard specs' `test`: before its body runs, each test becomes its own visitor. */
export const test = base.extend<{ visitor: void }>({
  visitor: [
    async ({ page }, use, testInfo) => {
      await startAsVisitor(page, testInfo);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
export const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

export async function fillPersonalDetails(
  page: Page,
  details: { name?: string; email?: string; phone?: string; promoCode?: string } = {},
) {
  await expect(
    page.getByRole('heading', { level: 1, name: "Let's get to know you" }),
  ).toBeVisible();
  await page.getByLabel('Full Name').fill(details.name ?? 'Layla Haddad');
  await page.getByLabel('Email').fill(details.email ?? 'layla.haddad@example.com');
  await page.getByLabel('Phone Number').fill(details.phone ?? '501234567');
  if (details.promoCode !== undefined) {
    await page.getByLabel('Merchant / Promo Code').fill(details.promoCode);
  }
}

/** Answers that pass every rule: the highest salary, no debts, no Islamic-only preference. */
const BEST =
  /^(AED|SAR) 30,000 or more$|^Salaried, government|national$|^30 to 45$|^None$|^No preference$/;

export async function answerEligibly(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'A few questions to get you started' }),
  ).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    await group.getByRole('radio', { name: BEST }).check();
  }
}

/** Chooses the features, by name, in priority order. */
export async function chooseFeatures(page: Page, names: string[]) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which 5 card features are you interested in?' }),
  ).toBeVisible();
  // The sections are drawn once the features have loaded (after a "Try again" they may not have
  // yet): look for a feature only then, or a collapsed one would never be found.
  await expect(page.locator('main h2 > button').first()).toBeVisible();
  for (const name of names) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${name}`) });
    if (!(await toggle.isVisible())) {
      // Open the accordion sections in turn until one holds it.
      for (const header of await page.locator('main h2 > button').all()) {
        if ((await header.getAttribute('aria-expanded')) === 'true') continue;
        await header.click();
        // The section's panel is drawn before its buttons are looked for (no race under load).
        await expect(header).toHaveAttribute('aria-expanded', 'true');
        if (await toggle.isVisible()) break;
      }
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

/**
 * Presses Next without waiting out its 3-second lock (SPEC section 4), for journeys that are not
 * about the lock (next-lock.spec is): the test has installed Playwright's clock in the page
 * (`page.clock.install()` before the first page), which jumps past the lock of the press before.
 */
export async function pressNext(page: Page, button: Locator = next(page)) {
  await page.clock.fastForward(NEXT_LOCK_MS);
  await button.click();
}

/** Waits out the 3-second Next lock between two presses of Next. */
export async function waitForNextUnlock(page: Page) {
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 5000 });
}

/**
 * From the start to the eligibility questions of a UAE application for `product`. The journeys
 * from here on press Next without waiting out its lock (pressNext): the page runs on Playwright's
 * clock, which otherwise keeps real time (waitForNextUnlock still waits).
 */
export async function reachEligibility(page: Page, product: 'Credit Card' | 'Instant Cash Loan') {
  await page.clock.install();
  await page.goto('/');
  await fillPersonalDetails(page);
  await pressNext(page);
  await page.getByRole('radio', { name: new RegExp(product) }).check();
  await pressNext(page);
}

export const UAE_FEATURES = ['Dining cashback', 'No annual fee', 'Airport lounge access'];

/** From the start to the feature choice of a UAE card application. */
export async function reachFeatures(page: Page) {
  await reachEligibility(page, 'Credit Card');
  await answerEligibly(page);
  await pressNext(page);
}

/** From the start to 'Prioritize Your Selection', with UAE_FEATURES chosen in that order. */
export async function reachPriorities(page: Page) {
  await reachFeatures(page);
  await chooseFeatures(page, UAE_FEATURES);
  await pressNext(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prioritize Your Selection' }),
  ).toBeVisible();
}

/** From the start to the UAE card list, with UAE_FEATURES in that order. */
export async function reachCardList(page: Page) {
  await reachPriorities(page);
  await pressNext(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select your card & enjoy the benefits' }),
  ).toBeVisible();
}

/** The snackbar (sonner) showing `title` and `message`. */
export function snackbar(page: Page, title: string, message?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return message === undefined ? toast : toast.filter({ hasText: message });
}

/** Answers the partner bank's site (another host) with a stub page: this machine is offline. */
export async function stubPartnerSites(page: Page) {
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner bank</title>' }),
    );
}
