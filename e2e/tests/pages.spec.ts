import { expect, test } from '@playwright/test';
import { HOME_TITLE, checkScreen, giveConsent, storageItem } from './helpers.ts';

const homeHeading = { level: 1, name: HOME_TITLE } as const;

test.beforeEach(async ({ page }) => {
  await giveConsent(page);
});

test('terms of service: the text loads and Agree and Continue is remembered', async ({
  page,
}, testInfo) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Who we are' })).toBeVisible();
  await expect(page.getByText(/free online comparison and referral service/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await checkScreen(page, testInfo, 'terms');
  expect(await storageItem(page, 'terms-of-service')).toBeNull();

  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  // Opened directly, there is nothing to go back to: it goes home.
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();
  expect(await storageItem(page, 'terms-of-service')).toBe('true');
});

test('congratulations: card wording by default, and browser Back goes home', async ({
  page,
}, testInfo) => {
  await page.goto('/congratulations');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Congratulations! Your credit card application has been submitted successfully',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
  await checkScreen(page, testInfo, 'congratulations');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();
});

test('congratulations: Back to home button', async ({ page }) => {
  await page.goto('/congratulations');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();
});

test('an unknown route shows the fallback screen with a working link home', async ({
  page,
}, testInfo) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByText("We couldn't find the page you were looking for.")).toBeVisible();
  await checkScreen(page, testInfo, 'fallback');

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();
});
