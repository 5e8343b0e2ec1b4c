// An operator set up through the API, as the set-up page calls it (the page itself is driven by
// console-journey.spec.ts), then signed in on the console's sign-in form at `path` with the
// first recovery code. Answers the recovery codes still unused.
import { expect, type Page } from '@playwright/test';
import { OPERATOR_PASSWORD, totpCode } from './console-server.ts';

export async function setUpAndSignIn(page: Page, setUpLink: string, email: string, path: string) {
  const token = new URL(setUpLink).searchParams.get('token');
  const post = async (route: string, body: object) => {
    const response = await page.request.post(route, { data: body });
    expect(response.status(), `${route}: ${await response.text()}`).toBe(200);
    return response.json();
  };
  const { totp } = await post('/api/console/setup', { token, password: OPERATOR_PASSWORD });
  const { recoveryCodes } = await post('/api/console/setup/confirm', {
    token,
    code: totpCode(totp.secret),
  });
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the Mizan console' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return (recoveryCodes as string[]).slice(1);
}
