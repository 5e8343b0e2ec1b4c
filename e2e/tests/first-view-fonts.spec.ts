// The web fonts of a first view (docs/decisions/0015): a page fetches those of its own language
// only. A visitor whose browser prefers Arabic, arriving at /, is sent on to /ar by first-paint.js
// before the English page is drawn: the server sends that browser the English page without its
// font preloads, which the preload scanner would have started by then (Inter, 48 KB on top of
// Plex's 47 KB, against a 60 KB budget for the first Arabic view).
import { expect, test, type Page } from '@playwright/test';

/** The font files the page requests from now on, by name without the build's hash. */
function fontsRequested(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.endsWith('.woff2')) fonts.push(file.replace(/-[\w-]{8}\.woff2$/, ''));
  });
  return fonts;
}

const PLEX = ['ibm-plex-sans-arabic-400', 'ibm-plex-sans-arabic-500', 'ibm-plex-sans-arabic-600'];

test.describe('a browser that prefers Arabic', () => {
  test.use({ locale: 'ar-AE' });

  test('arriving at / is sent to /ar and fetches Plex only, never Inter', async ({ page }) => {
    const fonts = fontsRequested(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    expect(fonts.toSorted()).toEqual(PLEX);
  });
});

test('an English first view fetches Inter, preloaded, and draws in it', async ({ page }) => {
  const fonts = fontsRequested(page);
  await page.goto('/help-and-support');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual(['inter-latin-wght-normal']);
  await expect(page.locator('head > link[rel="preload"][as="font"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
});
