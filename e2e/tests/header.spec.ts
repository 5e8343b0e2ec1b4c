import { expect, test } from '@playwright/test';
import {
  COUNTRY_BUTTON,
  HOME_TITLE,
  checkScreen,
  giveConsent,
  nameThenContext,
  snap,
  storageItem,
} from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await giveConsent(page);
});

test('home page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mizan home' })).toBeVisible();
  await checkScreen(page, testInfo, 'home');
});

test('choosing KSA in the header changes the label, the storage and the API header', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const [uae, ksa] = phone ? ['AE', 'SA'] : ['UAE', 'KSA'];

  await page.goto('/');
  // Detected on load: from 127.0.0.1 the lookup knows no country, so ae is used.
  const trigger = page.getByRole('button', COUNTRY_BUTTON);
  // What it shows starts its text; the rest is for screen readers.
  await expect(trigger).toHaveText(new RegExp(`^${uae},`));
  await expect(trigger).toHaveAccessibleName(
    nameThenContext(uae, ', United Arab Emirates: change country'),
  );

  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
  await snap(page, testInfo, 'country-menu');
  await menu.getByRole('menuitemradio', { name: new RegExp(`^${ksa}\\b`) }).click();
  await expect(menu).toBeHidden();
  await expect(trigger).toHaveText(new RegExp(`^${ksa},`));
  await expect(trigger).toHaveAccessibleName(
    nameThenContext(ksa, ', Saudi Arabia: change country'),
  );
  expect(await storageItem(page, 'selectedCountry')).toBe('sa');

  // The next API call carries the country: the support form's request, answered here so the
  // check does not use up the server's mail allowance.
  await page.route('**/api/support-requests/public', (route) =>
    route.fulfill({ status: 201, json: { supportRequestId: 'e2e-country-check' } }),
  );
  await page.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await page.getByLabel('Full name').fill('Noura Al Saud');
  await page.getByLabel('Email', { exact: true }).fill('noura@example.com');
  await page.getByLabel('Message').fill('Which cards can I get in Riyadh?');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const request = page.waitForRequest((r) => r.url().includes('/api/'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await request).headers()['x-country-key']).toBe('SA');
  await expect(page.getByRole('dialog', { name: 'Thank you for reaching out!' })).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('button', COUNTRY_BUTTON)).toHaveText(new RegExp(`^${ksa},`));
});

test('Help & Support is offered on the home page and hidden on its own page', async ({ page }) => {
  await page.goto('/');
  const help = page.getByRole('link', { name: 'Help & Support' });
  await expect(help).toBeVisible();
  await help.click();
  await expect(page).toHaveURL(/\/help-and-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help & Support' })).toHaveCount(0);

  await page.goto('/help-and-support');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help & Support' })).toHaveCount(0);
});
