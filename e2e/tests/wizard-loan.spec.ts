import { checkScreen } from './helpers.ts';
import {
  answerEligibly,
  back,
  expect,
  isPhone,
  next,
  reachEligibility,
  stubPartnerSites,
  test,
} from './wizard-helpers.ts';

test('UAE loan journey: four steps, the offers, the offer dialog and the partner bank', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await reachEligibility(page, 'Instant Cash Loan');
  // The loan flow has four steps: no feature selection.
  const steps = page
    .getByRole('navigation', { name: 'Application progress' })
    .getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await answerEligibly(page);
  await checkScreen(page, testInfo, 'wizard-2-eligibility-loan');
  await next(page).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Here are the best Loan Offers for you' }),
  ).toBeVisible();
  await expect(
    page.getByText("Based on your profile, you're eligible for the following loan amounts."),
  ).toBeVisible();
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Return back Home' })).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await expect(back(page)).toBeVisible({ visible: isPhone(testInfo) });
  const offers = page.getByRole('listitem').filter({ hasText: 'Monthly instalment' });
  await expect(offers.first()).toBeVisible();
  await expect(offers.first()).toContainText(/For AED [\d,]+ over \d+ months/);
  await expect(offers.first().getByRole('textbox', { name: 'Loan amount' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How we rank these offers' })).toHaveAttribute(
    'href',
    '/how-we-rank',
  );
  await checkScreen(page, testInfo, 'wizard-4-loans');

  const loanName = (await offers.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await offers
    .first()
    .getByRole('button', { name: new RegExp(`^View offer\\s?, ${loanName} from `) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(loanName);
  // The cost of the loan chosen (the facts table below repeats some labels).
  const yourLoan = dialog.getByRole('region', { name: 'Your loan' });
  for (const label of [
    'Monthly instalment',
    'Total payable',
    'Processing fee',
    'Interest rate',
    'Annual percentage rate (APR)',
  ]) {
    await expect(yourLoan.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('table', { name: /publishes$/ })).toBeVisible();
  await expect(dialog.getByText(/months$/).first()).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await checkScreen(page, testInfo, 'wizard-4-loan-offer');

  await stubPartnerSites(page);
  const partnerTab = context.waitForEvent('page');
  const email = page.waitForRequest((request) => request.url().endsWith('/api/email/public'));
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(
    page.getByText(
      'Please wait while you are being redirected to a partner website for Instant Cash Loan where you can apply.',
    ),
  ).toBeVisible();
  expect((await email).postDataJSON()).toMatchObject({ subject: 'Your Loan Application Received' });
  await partnerTab;
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Congratulations! Your loan application has been submitted successfully',
    }),
  ).toBeVisible();
});

test('UAE loan offers: Back returns to the product step, Return back Home to the start', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await reachEligibility(page, 'Instant Cash Loan');
  await answerEligibly(page);
  await next(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Here are the best Loan Offers for you' }),
  ).toBeVisible();
  if (isPhone(testInfo)) {
    await back(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to apply for?' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Instant Cash Loan/ })).toBeChecked();
    await next(page).click();
    await next(page).click();
  }
  await page.getByRole('button', { name: 'Return back Home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Let's get to know you" }),
  ).toBeVisible();
  // The form is kept: the visitor can start again without typing it all.
  await expect(page.getByLabel('Full Name')).toHaveValue('Layla Haddad');
});
