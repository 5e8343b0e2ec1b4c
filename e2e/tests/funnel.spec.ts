// The funnel in the console (issue 25): an admin opens it over the visitors the fixture drove
// through the public API (two submissions and one application left at its start), and sees the
// steps with their counts and conversions, the chart of a step's daily counts (an image with its
// summary) and the day-by-day table; axe finds no violation and nothing scrolls sideways, at 1280
// and 375 px.
import { test as base, expect } from '@playwright/test';
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

test('an admin sees where visitors drop out: steps, conversions, the chart and the days', async ({
  page,
  consoleServer,
}, testInfo) => {
  await setUpAndSignIn(page, consoleServer.adminLink, ADMIN_EMAIL, '/console/funnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();

  // The last 30 days by default: today's three visitors, two of whom submitted.
  const steps = page.getByRole('table', { name: /^Funnel steps from/ });
  const row = (name: string) => steps.getByRole('row').filter({ hasText: name });
  await expect(row('Details given')).toContainText('3');
  await expect(row('Application started')).toContainText('3');
  await expect(row('Submitted')).toHaveText(/^Submitted2100%66\.7%$/);
  const chart = page.getByRole('img', { name: 'Details given per day' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^3 in all from \d{4}-\d\d-\d\d to /);
  await checkConsoleScreen(page, testInfo, 'funnel');

  await page.getByLabel('Step in the chart').selectOption({ label: 'Submitted' });
  await expect(page.getByRole('img', { name: 'Submitted per day' })).toHaveAccessibleDescription(
    /^2 in all /,
  );
  await page.getByText('Every day’s counts as a table').click();
  const days = page.getByRole('table', { name: "Each step's count per day" });
  await expect(days.getByRole('row')).toHaveCount(31);
  await checkConsoleScreen(page, testInfo, 'funnel-days');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /^\/api\/console\/funnel\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
  );
});
