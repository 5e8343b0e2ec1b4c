import { formatMoney, type LoanQuote } from '@mizan/contracts';
import type { Page, Response } from '@playwright/test';
import { text, type Language } from './arabic.ts';
import { checkScreen } from './helpers.ts';
import {
  answerEligibly,
  back,
  expect,
  isPhone,
  next,
  pressNext,
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
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(
    page.getByText(
      'Please wait while you are being redirected to a partner website for Instant Cash Loan where you can apply.',
    ),
  ).toBeVisible();
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

/**
 * Stops the page's clock (a minute on: by the time the page gets the call, that is still ahead of
 * its time): no timer of the page runs until it is resumed. What the visitor does meanwhile
 * happens, as far as the page can tell, at one instant.
 */
async function stopPageClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

test('UAE loan offers: terms typed and the language switched at once are the terms of the offers in the other language', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await reachEligibility(page, 'Instant Cash Loan');
  await answerEligibly(page);
  await pressNext(page);
  const offers = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  const offer = offers.first();
  await expect(offer).toBeVisible();
  const quotes: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/quote')) quotes.push(response);
  });
  /** The cost of `amount` over `tenure` as the server answered it in `language`. */
  const quoted = async (language: Language, amount: number, tenure: number) => {
    const found = () =>
      quotes.find((response) => {
        const query = new URL(response.url()).searchParams;
        return (
          response.request().headers()['accept-language'] === language &&
          query.get('amount') === String(amount) &&
          query.get('tenure') === String(tenure)
        );
      });
    await expect.poll(() => found()?.status(), `a quote in ${language}`).toBe(200);
    return ((await found()!.json()) as LoanQuote).cost;
  };
  /** What the card reads out for the cost of `amount` over `tenure` (its status). */
  const summary = (
    language: Language,
    cost: { monthlyInstalment: number },
    amount: number,
    tenure: number,
  ) =>
    text(language, 'wizard.loans.cost.summary', {
      instalment: formatMoney(cost.monthlyInstalment, 'ae', language),
      amount: formatMoney(amount, 'ae', language),
      period: text(language, 'wizard.loans.months', { count: tenure }),
    });
  // The same offer in either language: the first (the order does not depend on the language).
  const fields = (language: Language) => ({
    amount: offer.getByRole('textbox', { name: text(language, 'wizard.loans.amount') }),
    tenure: offer.getByRole('textbox', { name: text(language, 'wizard.loans.tenureLabel') }),
    cost: offer.getByRole('status'),
  });

  // Terms other than the offer's own, within its limits (as the comparison spec chooses them).
  const slider = (name: string) => offer.getByRole('slider', { name });
  const [minTenure, startTenure] = [
    Number(await slider('Tenure (months)').getAttribute('min')),
    Number(await slider('Tenure (months)').getAttribute('value')),
  ];
  const [minAmount, maxAmount] = [
    Number(await slider('Loan amount').getAttribute('min')),
    Number(await slider('Loan amount').getAttribute('max')),
  ];
  const tenure = startTenure > 24 && minTenure <= 24 ? 24 : minTenure;
  const amountAt = (share: number) =>
    Math.max(minAmount, Math.round((minAmount + (maxAmount - minAmount) * share) / 1000) * 1000);
  const amount = amountAt(0.3);

  // Typed, and the language switched before the fields settle (the page's clock stands still
  // meanwhile, so that they cannot settle however slow the machine is).
  const english = fields('en');
  await stopPageClock(page);
  await english.tenure.fill(String(tenure));
  await english.amount.fill(String(amount));
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.clock.resume();

  const arabic = fields('ar');
  await expect(arabic.amount).toHaveValue(String(amount));
  await expect(arabic.tenure).toHaveValue(String(tenure));
  const arabicCost = await quoted('ar', amount, tenure);
  await expect(arabic.cost).toHaveText(summary('ar', arabicCost, amount, tenure));

  // And back to English at once after another amount.
  const other = amountAt(0.2);
  expect(other).not.toBe(amount);
  await stopPageClock(page);
  await arabic.amount.fill(String(other));
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.clock.resume();

  await expect(english.amount).toHaveValue(String(other));
  await expect(english.tenure).toHaveValue(String(tenure));
  const englishCost = await quoted('en', other, tenure);
  await expect(english.cost).toHaveText(summary('en', englishCost, other, tenure));
});
