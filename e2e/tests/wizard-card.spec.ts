import { checkScreen } from './helpers.ts';
import {
  answerEligibly,
  back,
  chooseFeatures,
  expect,
  fillPersonalDetails,
  isPhone,
  next,
  test,
} from './wizard-helpers.ts';

test('UAE card journey: from personal details to the partner bank and congratulations', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await checkScreen(page, testInfo, 'wizard-0-personal');
  await fillPersonalDetails(page);
  await next(page).click();

  // Step 1: product choice.
  // Focus moves to the new step's title (the pressed button went with the old step).
  await expect(
    page.getByRole('heading', { level: 1, name: 'What would you like to apply for?' }),
  ).toBeFocused();
  await expect(page.getByText('Do you want to apply for a Credit Card?')).toBeVisible();
  await expect(page.getByText('Do you want to apply for an instant cash loan?')).toBeVisible();
  await expect(page.getByText('Free AED 200 bonus when approved')).toHaveCount(2);
  const applyNow = page.getByRole('link', { name: /Apply Now/ });
  await expect(applyNow).toHaveAttribute('target', '_blank');
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await checkScreen(page, testInfo, 'wizard-1-product');
  await next(page).click();

  // Step 2: screening.
  await answerEligibly(page);
  await checkScreen(page, testInfo, 'wizard-2-eligibility');
  await next(page).click();

  // Step 3, stage 0: features and the live count.
  await chooseFeatures(page, ['Dining cashback', 'No annual fee', 'Airport lounge access']);
  await expect(page.getByRole('status').filter({ hasText: /card found$/ })).toBeVisible();
  await checkScreen(page, testInfo, 'wizard-3-features');
  await next(page).click();

  // Stage 1: order, by the move buttons.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prioritize Your Selection' }),
  ).toBeVisible();
  const rows = page
    .getByRole('list', { name: 'Your features, most important first' })
    .getByRole('listitem');
  await expect(rows.first()).toContainText('Dining cashback');
  await page.getByRole('button', { name: 'Move No annual fee up' }).click();
  await expect(rows.first()).toContainText('No annual fee');
  await checkScreen(page, testInfo, 'wizard-3-priorities');
  await next(page).click();

  // Step 4: the cards.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select your card & enjoy the benefits' }),
  ).toBeVisible();
  const firstCard = page
    .getByRole('listitem')
    .filter({ hasText: /% match/ })
    .first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard).toContainText(/\d+% match/);
  await expect(page.getByRole('button', { name: 'Reset Filter' })).toBeVisible({
    visible: !isPhone(testInfo),
  });
  await expect(next(page)).toHaveCount(0);
  await expect(back(page)).toBeVisible({ visible: isPhone(testInfo) });
  await checkScreen(page, testInfo, 'wizard-4-cards');

  const cardName = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await firstCard
    .getByRole('button', { name: new RegExp(`^Choose this card\\s?, ${cardName} from `) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm details and apply' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(cardName);
  await expect(dialog.getByRole('button', { name: 'Choose another option' })).toBeVisible();
  await checkScreen(page, testInfo, 'wizard-4-confirm');

  // Apply: the overlay, then the partner's site in a new tab and congratulations here.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner bank</title>' }),
  );
  const partnerTab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(
    page.getByText(
      'Please wait while you are being redirected to a partner website for Credit Card where you can apply.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Please do not close or leave this page.')).toBeVisible();
  const partner = await partnerTab;
  await partner.waitForLoadState();
  expect(partner.url()).toMatch(/^https:\/\//);
  await expect(page).toHaveURL(/\/congratulations$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Congratulations! Your credit card application has been submitted successfully',
    }),
  ).toBeVisible();
  await expect(page.getByText(cardName)).toBeVisible();
  // Should the browser have blocked the tab, the partner's site is one click away.
  await expect(page.getByRole('link', { name: /website \(new tab\)$/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
