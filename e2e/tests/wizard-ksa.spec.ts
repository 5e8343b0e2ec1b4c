import { COUNTRY_BUTTON, checkScreen, nameThenContext } from './helpers.ts';
import {
  answerEligibly,
  back,
  chooseFeatures,
  expect,
  fillPersonalDetails,
  isPhone,
  next,
  stubPartnerSites,
  test,
} from './wizard-helpers.ts';

test('KSA card journey: no product step, SAR amounts, partner bank and congratulations', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const country = page.getByRole('button', COUNTRY_BUTTON);
  await country.click();
  await page.getByRole('menuitemradio', { name: isPhone(testInfo) ? /^SA\b/ : /^KSA\b/ }).click();
  // The dial code follows the country.
  await expect(
    page.getByRole('button', {
      name: nameThenContext('+966', ', country code of Saudi Arabia'),
    }),
  ).toBeVisible();
  await fillPersonalDetails(page, {
    name: 'Noura Al Saud',
    email: 'noura@example.com',
    phone: '0551234567',
  });
  await checkScreen(page, testInfo, 'wizard-0-personal-ksa');
  const customer = page.waitForRequest((r) => r.url().endsWith('/api/customer-profiles/public'));
  const application = page.waitForRequest((r) => r.url().endsWith('/api/applications/public'));
  await next(page).click();
  // The trunk 0 is dropped: +966 then the national number.
  expect((await customer).postDataJSON()).toMatchObject({ mobileNumber: '+966551234567' });
  expect((await application).postDataJSON()).toMatchObject({ applicationType: 'Card' });
  expect((await application).headers()['x-country-key']).toBe('SA');

  // Straight to the questions: step 3 of 5 is current, the product step is skipped.
  await answerEligibly(page);
  const steps = page
    .getByRole('navigation', { name: 'Application progress' })
    .getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('SAR 30,000 or more')).toBeVisible();

  // Back skips the product step too.
  await back(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Let's get to know you" }),
  ).toBeVisible();
  await next(page).click();
  await answerEligibly(page);
  await next(page).click();

  await chooseFeatures(page, ['Cashback on everyday spend', 'No annual fee', 'Air miles']);
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prioritize Your Selection' }),
  ).toBeVisible();
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select your card & enjoy the benefits' }),
  ).toBeVisible();
  const cards = page.getByRole('listitem').filter({ hasText: /% match/ });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/AED/)).toHaveCount(0);
  await checkScreen(page, testInfo, 'wizard-4-cards-ksa');

  const cardName = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards
    .first()
    .getByRole('button', { name: new RegExp(`^Choose this card\\s?, ${cardName} from `) })
    .click();
  await stubPartnerSites(page);
  const partnerTab = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: 'Apply now' }).click();
  await partnerTab;
  await expect(page).toHaveURL(/\/congratulations$/);
  await expect(page.getByText(cardName)).toBeVisible();
});
