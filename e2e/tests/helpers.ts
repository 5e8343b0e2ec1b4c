import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The header's country button. Its name starts with what it shows (WCAG 2.5.3), "UAE" or "AE",
 * then says what it is for.
 */
export const COUNTRY_BUTTON = { name: /: change country$/ };

/** An accessible name built from visible text and a screen-reader-only suffix: Chromium may put
 * a space at the boundary ("Dining cashback , priority 1"), so the match allows one. */
export function nameThenContext(visible: string, context: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(visible)}\\s?${escape(context)}$`);
}

export const HOME_TITLE = "Let's get to know you";
export const BANNER_TITLE = 'Your privacy, your choice';

/** For journeys that are not about consent: the site behaves as if cookies were accepted. */
export async function giveConsent(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('cookieConsent') === null) {
      window.localStorage.setItem('cookieConsent', 'given');
      window.localStorage.setItem(
        'cookieSettings',
        JSON.stringify({ functional: true, performance: false, advertising: false }),
      );
    }
  });
}

export function storageItem(page: Page, key: string) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** A full-page screenshot of the screen, kept in artifacts/screenshots/<project>/<name>.png. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  // From the top, so that the sticky header is drawn where it belongs in the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(repoRoot, 'artifacts', 'screenshots', testInfo.project.name, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

// 'experimental' adds axe's newer rules, label-content-name-mismatch (WCAG 2.5.3) among them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

/**
 * axe-core on the page as it is: no violation of impact serious or critical; with `anyImpact`
 * (the console's pages, whose issue asks for no violation at all), none of any impact.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  { anyImpact = false }: { anyImpact?: boolean } = {},
) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.passes.length, `axe checked nothing on ${screen}`).toBeGreaterThan(0);
  const failing = results.violations.filter(
    (v) => anyImpact || v.impact === 'serious' || v.impact === 'critical',
  );
  const report = failing
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]\n` +
        v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
  if (process.env.E2E_AXE_VERBOSE) {
    for (const v of results.violations) {
      console.log(
        `[axe] ${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    }
  }
  const kind = anyImpact ? 'violations' : 'serious/critical violations';
  expect(failing.length, `axe found ${kind} on ${screen}:\n${report}`).toBe(0);
}

/** Screenshot plus accessibility check of one screen. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
  await expectAccessible(page, `${name} (${testInfo.project.name})`);
}

/**
 * A console screen: screenshot, the page as wide as the window (a wide table scrolls in its own
 * panel, the page never sideways), and axe with no violation of any impact (issue 22).
 */
export async function checkConsoleScreen(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.window);
  await expectAccessible(page, `${name} (${testInfo.project.name})`, { anyImpact: true });
}
