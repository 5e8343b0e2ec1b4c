// The first screen arrives as HTML (issue 15): readable with no script at all, then hydrated
// without a mismatch (React reports one as a console error), in both languages, with and
// without consent; and the pages the build did not prerender are drawn by the browser.
import { expect, test, type Page } from '@playwright/test';
import { BANNER_TITLE, HOME_TITLE, giveConsent } from './helpers.ts';

/** Console errors and uncaught exceptions, from the first byte on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the cookie notice, and /ar in Arabic, right to left', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: BANNER_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    // The page behind the notice is in the HTML, hidden until consent.
    await expect(page.getByRole('heading', { name: HOME_TITLE })).toBeHidden();
    await expect(page).toHaveTitle('Mizan: compare cards and loans in the UAE and KSA');

    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'خصوصيتك، قرارك' })).toBeVisible();
  });

  test('/help-and-support is readable, its fields closed to typing until the app is live', async ({
    page,
  }) => {
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { name: BANNER_TITLE })).toBeVisible();
    await expect(page).toHaveTitle('Help & Support | Mizan');
    // Text typed before hydration would never reach the form (first-paint.js starts the app).
    await expect(page.locator('input[name="fullName"]')).toHaveAttribute('readonly', '');
    await expect(page.locator('textarea[name="message"]')).toHaveAttribute('readonly', '');
    await expect(page.locator('input[name="agreeToTerms"]')).toBeDisabled();
    await page.goto('/');
    await expect(page.locator('input[name="phone"]')).toHaveAttribute('readonly', '');
  });
});

for (const consent of [false, true]) {
  for (const path of ['/', '/ar', '/help-and-support', '/ar/help-and-support']) {
    test(`${path} ${consent ? 'with' : 'without'} consent hydrates without an error`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      if (consent) await giveConsent(page);
      await page.goto(path);
      if (consent) {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
        // Live: the first field takes text.
        await expect(page.getByRole('textbox').first()).toBeEditable();
      } else {
        // A control that works only once hydrated: accepting shows the page.
        const accept = page.getByRole('button', { name: /^(Accept All Cookies|قبول)/ });
        await accept.click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // The country is found and shown once hydrated (nothing is fetched before).
      await expect(page.getByRole('button', { name: /change country|تغيير الدولة/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

test("behind the cookie notice the page's code is not fetched; accepting brings it and the form", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hydrated (the notice's buttons work) without step 0's code or its form library.
  expect(scripts.some((path) => /\/home-[\w-]+\.js$/.test(path))).toBe(false);
  await expect(page.getByLabel('Full Name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(page.getByLabel('Full Name')).toBeEditable();
  expect(scripts.some((path) => /\/home-[\w-]+\.js$/.test(path))).toBe(true);
  // The notice gave its place to the form.
  await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
});

test('a page the build did not prerender is drawn by the browser', async ({ page }) => {
  const errors = collectErrors(page);
  await giveConsent(page);
  const response = await page.goto('/terms-of-service');
  expect(await response!.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the server sends the pages and scripts compressed, negotiated', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toMatch(/accept-encoding/i);
  const html = await page.text();
  const script = html.match(/src="(\/assets\/index-[^"]+\.js)"/)![1]!;
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a tap on Accept All Cookies before the app is live is kept and acted on once it is', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The app's entry arrives a second late, as on a slow phone.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  expect(errors).toEqual([]);
});
