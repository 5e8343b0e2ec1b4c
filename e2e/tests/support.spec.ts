import { expect, test } from '@playwright/test';
import { HOME_TITLE, checkScreen, giveConsent } from './helpers.ts';

const MESSAGES = [
  'Please enter your full name',
  'Please enter your email',
  'Please enter your message',
  'Please agree to the terms',
];

test.beforeEach(async ({ page }) => {
  await giveConsent(page);
  await page.goto('/help-and-support');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
});

test('the empty form', async ({ page }, testInfo) => {
  await expect(page.getByLabel('Full name')).toBeEmpty();
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await checkScreen(page, testInfo, 'support');
});

test('an empty submit shows every field message and sends nothing', async ({ page }, testInfo) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push(r.url());
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of MESSAGES)
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
    'Please enter your full name',
  );

  // An invalid address gets its own message.
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
  // Digits and symbols are dropped from the name as they are typed.
  await page.getByLabel('Full name').pressSequentially('Aisha 42!');
  await expect(page.getByLabel('Full name')).toHaveValue('Aisha ');
  expect(requests).toEqual([]);
  await checkScreen(page, testInfo, 'support-errors');
});

test('a valid submit shows the thank-you message', async ({ page }, testInfo) => {
  await page.getByLabel('Full name').fill('Aisha Al Mansoori');
  await page.getByLabel('Email', { exact: true }).fill('aisha@example.com');
  await page.getByLabel('Message').fill('How long does a card application take?');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/support-requests/public') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await response).status()).toBe(201);

  const dialog = page.getByRole('dialog', { name: 'Thank you for reaching out!' });
  await expect(dialog).toBeVisible();
  // The title and the body are separate blocks; read them as the user sees them.
  const seen = (await dialog.innerText()).replace(/\s+/g, ' ');
  expect(seen).toContain(
    'Thank you for reaching out! Your inquiry has been successfully submitted. Our team aims to respond to inquiries within 2-3 business days.',
  );
  await expect(dialog.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  await expect(dialog).toContainText('2-3 business days');
  await checkScreen(page, testInfo, 'support-thank-you');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The form is cleared for a new message.
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
});

test('Back to Home leaves the form', async ({ page }) => {
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
});
