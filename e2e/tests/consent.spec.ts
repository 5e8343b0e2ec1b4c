import { expect, test, type Page } from '@playwright/test';
import { BANNER_TITLE, HOME_TITLE, checkScreen, storageItem } from './helpers.ts';

const banner = (page: Page) => page.getByRole('region', { name: BANNER_TITLE });
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: HOME_TITLE });
// The sentence holds a link-styled "Manage Cookies" too; the last one is the button.
const manageButton = (page: Page) =>
  page.getByRole('button', { name: 'Manage Cookies', exact: true }).last();

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
  });

  test('the banner is shown on a first visit instead of the page', async ({ page }, testInfo) => {
    await expect(page.getByRole('heading', { name: BANNER_TITLE })).toBeVisible();
    await expect(banner(page)).toContainText(
      'Refusing optional cookies may disrupt your experience',
    );
    await expect(manageButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    await expect(homeHeading(page)).toHaveCount(0);
    expect(await storageItem(page, 'cookieConsent')).toBeNull();
    await checkScreen(page, testInfo, 'consent-prompt');
  });

  test('Accept All Cookies stores consent and shows the home page', async ({ page }) => {
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(homeHeading(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await storageItem(page, 'cookieConsent')).toBe('given');
    expect(JSON.parse((await storageItem(page, 'cookieSettings')) ?? 'null')).toEqual({
      functional: true,
      performance: true,
      advertising: true,
    });
    // The choice is remembered on the next visit.
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Manage Cookies: defaults, Cancel back to the banner, Confirm My Choices saves', async ({
    page,
  }, testInfo) => {
    await manageButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Cookie Settings' });
    await expect(dialog).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(dialog.getByRole('switch', { name: 'Functional' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Performance' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    await checkScreen(page, testInfo, 'consent-manage-dialog');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(homeHeading(page)).toHaveCount(0);
    expect(await storageItem(page, 'cookieConsent')).toBeNull();

    await manageButton(page).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm My Choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(homeHeading(page)).toBeVisible();
    expect(await storageItem(page, 'cookieConsent')).toBe('given');
    expect(JSON.parse((await storageItem(page, 'cookieSettings')) ?? 'null')).toEqual({
      functional: true,
      performance: false,
      advertising: false,
    });
  });

  test('Privacy Policy opens the sheet; Close returns to the banner without consent', async ({
    page,
  }, testInfo) => {
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    const sheet = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(sheet).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // The text is loaded lazily; its last section proves it arrived.
    await expect(sheet.getByRole('heading', { name: '13. Your rights' })).toBeVisible();
    await checkScreen(page, testInfo, 'privacy-sheet');

    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(homeHeading(page)).toHaveCount(0);
    expect(await storageItem(page, 'cookieConsent')).toBeNull();
    expect(await storageItem(page, 'cookieSettings')).toBeNull();
  });

  test('keyboard only: Tab to Accept All Cookies and press Enter', async ({ page }) => {
    const accept = page.getByRole('button', { name: 'Accept All Cookies' });
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await accept.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(homeHeading(page)).toBeVisible();
    expect(await storageItem(page, 'cookieConsent')).toBe('given');
  });
});
