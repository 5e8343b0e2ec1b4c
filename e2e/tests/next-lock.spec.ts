import {
  expect,
  fillPersonalDetails,
  next,
  snackbar,
  test,
  waitForNextUnlock,
} from './wizard-helpers.ts';

// SPEC section 4: "Next is locked for 3 seconds after each click". The lock is the wizard's:
// a double tap that moves on from step 0 must not answer step 1 as well.
test('a second Next 0.5 s after leaving step 0 does nothing on step 1; after 3 s Next works', async ({
  page,
}) => {
  await page.goto('/');
  await fillPersonalDetails(page);
  const firstClick = Date.now();
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'What would you like to apply for?' }),
  ).toBeVisible();

  // The second tap of the double tap, half a second after the first.
  await page.waitForTimeout(Math.max(0, firstClick + 500 - Date.now()));
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  // force: a visitor's tap lands whatever the button's state (Playwright would wait for it).
  await next(page).click({ force: true });
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What would you like to apply for?',
  );
  // Without the lock the step would have answered at once: no product chosen.
  await page.waitForTimeout(300);
  await expect(snackbar(page, 'Product Selection Required')).toHaveCount(0);

  // Once 3 seconds have passed since the first click, Next answers again.
  await waitForNextUnlock(page);
  expect(Date.now() - firstClick).toBeGreaterThanOrEqual(3000);
  await next(page).click();
  await expect(
    snackbar(page, 'Product Selection Required', 'Before we proceed, please select a product'),
  ).toBeVisible();
});
