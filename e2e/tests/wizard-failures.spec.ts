import type { Page, Route } from '@playwright/test';
import {
  answerEligibly,
  chooseFeatures,
  expect,
  fillPersonalDetails,
  next,
  reachCardList,
  reachEligibility,
  reachFeatures,
  reachPriorities,
  snackbar,
  stubPartnerSites,
  test,
  UAE_FEATURES,
  waitForNextUnlock,
} from './wizard-helpers.ts';

// SPEC section 8: what the visitor sees when each call fails. The failures are made in the
// browser (page.route); then the call is mended and the step goes on for real.

const problem = (title: string, detail: string, status = 500) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ title, detail, status }),
});

/**
 * Every call to `url` (of `method`, if given) fails with `failure` until the returned function
 * mends it: the app retries a failed read once, so a single failure would go unseen.
 */
async function breakCall(
  page: Page,
  url: string | RegExp,
  failure: 'abort' | { status: number; contentType?: string; body?: string },
  method?: string,
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (method && route.request().method() !== method) return route.fallback();
    if (failure === 'abort') await route.abort('connectionrefused');
    else await route.fulfill(failure);
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

test('customer creation: the server title and detail', async ({ page }) => {
  await page.goto('/');
  await fillPersonalDetails(page);
  const mend = await breakCall(
    page,
    '**/api/customer-profiles/public',
    problem('Service unavailable', 'Please try again in a minute.', 503),
  );
  await next(page).click();
  await expect(
    snackbar(page, 'Service unavailable', 'Please try again in a minute.'),
  ).toBeVisible();
  await mend();
  await waitForNextUnlock(page);
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'What would you like to apply for?' }),
  ).toBeVisible();
});

test('questions, screening save and credit score', async ({ page }) => {
  test.setTimeout(60_000);
  let mend = await breakCall(
    page,
    '**/api/questions/public?productType=Card',
    problem('Error', 'x'),
  );
  await reachEligibility(page, 'Credit Card');
  await expect(page.getByText('Failed to fetch questions. Please try again later.')).toBeVisible();
  await mend();
  await page.getByRole('button', { name: 'Try again' }).click();
  await answerEligibly(page);

  const failed = snackbar(
    page,
    'Eligibility check',
    'Failed to submit responses. Please try again later.',
  );
  mend = await breakCall(page, '**/api/screenings/public/bulk', problem('Error', 'x'));
  await next(page).click();
  await expect(failed).toBeVisible();
  await mend();
  await failed.getByRole('button', { name: 'Close notification' }).click();
  await expect(failed).toHaveCount(0);

  mend = await breakCall(page, '**/api/applications/public/credit-score/*', 'abort');
  await waitForNextUnlock(page);
  await next(page).click();
  await expect(failed).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'A few questions to get you started' }),
  ).toBeVisible();
  await mend();

  await waitForNextUnlock(page);
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which 5 card features are you interested in?' }),
  ).toBeVisible();
});

test('features and the count', async ({ page }) => {
  test.setTimeout(60_000);
  const mend = await breakCall(page, '**/api/productFeatures/public', problem('Error', 'x'));
  await reachFeatures(page);
  await expect(snackbar(page, 'Card features', 'Failed to load features.')).toBeVisible();
  await mend();
  await page.getByRole('button', { name: 'Try again' }).click();

  // A failed count leaves the count message empty.
  await page.route('**/api/recommendations/public/count', (route) =>
    route.abort('connectionrefused'),
  );
  await chooseFeatures(page, UAE_FEATURES.slice(0, 1));
  await page.waitForTimeout(800);
  await expect(page.getByText(/card found/)).toHaveCount(0);
  await page.unroute('**/api/recommendations/public/count');
  await chooseFeatures(page, UAE_FEATURES.slice(1, 2));
  await expect(page.getByText(/\d+ card found/)).toBeVisible();
});

test('recommendations: the status when the server answered, or no response', async ({ page }) => {
  test.setTimeout(60_000);
  await reachPriorities(page);
  let mend = await breakCall(
    page,
    '**/api/recommendations/public',
    problem('Error', 'x', 502),
    'POST',
  );
  await next(page).click();
  await expect(snackbar(page, 'Recommendations', 'Server error: 502')).toBeVisible();
  await mend();
  mend = await breakCall(page, /\/filter\?/, 'abort');
  await waitForNextUnlock(page);
  await next(page).click();
  await expect(snackbar(page, 'Recommendations', 'No response from server')).toBeVisible();
  await mend();
  await waitForNextUnlock(page);
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select your card & enjoy the benefits' }),
  ).toBeVisible();
});

test('banners and the submission', async ({ page, context }) => {
  test.setTimeout(60_000);
  // A failed banner shows nothing (and takes nothing else down).
  await breakCall(page, '**/api/banners/public', problem('Error', 'x'));
  await page.goto('/');
  await fillPersonalDetails(page);
  await next(page).click();
  await expect(page.getByRole('radio', { name: /Credit Card/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveCount(0);

  await reachCardList(page);
  const firstCard = page
    .getByRole('listitem')
    .filter({ hasText: /% match/ })
    .first();
  await firstCard.getByRole('button', { name: /^Choose this card/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm details and apply' });

  // A failed submission is said (the spec only logs it: a visitor must not think it went through).
  const mend = await breakCall(page, '**/api/applications/public', 'abort', 'PUT');
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(
    snackbar(page, 'Application not sent', "We couldn't submit your application."),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await mend();

  await stubPartnerSites(page);
  const partnerTab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await partnerTab;
  await expect(page).toHaveURL(/\/congratulations$/);
});
