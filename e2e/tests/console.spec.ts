// The operator console's pages against the real server (issue 22): the way in for a signed-out
// visitor, the sign-in form's refusals, the set-up page, and what every console page is sent with.
// The journey of a real operator (the command, set-up with computed codes, leads, support, audit)
// is console-journey.spec.ts, on a server of its own.
import { expect, test } from '@playwright/test';
import { checkConsoleScreen } from './helpers.ts';

const SIGN_IN_TITLE = 'Sign in to the Mizan console';

test('a signed-out visitor is sent to sign-in, and comes back after', async ({
  page,
}, testInfo) => {
  await page.goto('/console/leads?country=SA');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/console/sign-in');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/leads?country=SA');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'console-sign-in');
});

test('sign-in announces what is missing, and one message for any refusal', async ({
  page,
}, testInfo) => {
  await page.goto('/console/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your work email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await checkConsoleScreen(page, testInfo, 'console-sign-in-missing');

  await page.getByLabel('Email').fill('nobody@mizan.example');
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email, password or authentication code is not right.',
  );
  await expect(page.getByLabel('Authentication code')).toBeEmpty();
  await checkConsoleScreen(page, testInfo, 'console-sign-in-refused');
});

test('the set-up page shows the password rules, and says when a link is no good', async ({
  page,
}, testInfo) => {
  await page.goto(`/console/setup?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Step 1 of 3: choose your password',
  );
  await expect(page.getByText('12 to 128 characters long.')).toBeVisible();
  await checkConsoleScreen(page, testInfo, 'console-setup');
  await page.getByLabel('New password').fill('violet tractor umbrella sky');
  await page.getByLabel('Repeat the password').fill('violet tractor umbrella sky');
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Ask an admin for a new one.');
});

test('every console page is never stored, never framed, under the strict policy', async ({
  request,
}) => {
  for (const path of [
    '/console',
    '/console/sign-in',
    '/console/leads/1',
    '/console/setup?token=a',
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(await response.text()).toContain('<title>Mizan console</title>');
  }
});
