// The wizard entirely in Arabic, right to left, at both widths: the UAE card journey to the
// partner's tab, a language switch mid-journey, and the first visit of an Arabic browser.
import {
  ARABIC_NAME,
  VISITOR_EMAIL,
  answerEligiblyInArabic,
  ar,
  chooseFeaturesInArabic,
  en,
  expectArabicScreen,
  featureAr,
  fillPersonalDetailsInArabic,
  firstQuestion,
  nextAr,
} from './arabic.ts';
import { checkScreen } from './helpers.ts';
import { expect, test } from './wizard-helpers.ts';

const KSA_FEATURES = ['Cashback on everyday spend', 'No annual fee', 'Air miles'];

test('UAE card journey in Arabic, right to left, to the partner bank', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/ar');
  await fillPersonalDetailsInArabic(page);
  await expectArabicScreen(page, [VISITOR_EMAIL]);
  await checkScreen(page, testInfo, 'wizard-0-personal-ar');
  await nextAr(page).click();

  await page.getByRole('radio', { name: new RegExp(ar('wizard.product.Card.name')) }).check();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-1-product-ar');
  await nextAr(page).click();

  await answerEligiblyInArabic(page);
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-2-eligibility-ar');
  await nextAr(page).click();

  await chooseFeaturesInArabic(page, ['Dining cashback', 'No annual fee', 'Airport lounge access']);
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-3-features-ar');
  await nextAr(page).click();

  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.priorities.title') }),
  ).toBeVisible();
  const rows = page
    .getByRole('list', { name: ar('wizard.priorities.listLabel') })
    .getByRole('listitem');
  await expect(rows.first()).toContainText(featureAr('Dining cashback'));
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-3-priorities-ar');
  await nextAr(page).click();

  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.cards.title') }),
  ).toBeVisible();
  const choose = page
    .getByRole('button', { name: new RegExp(`^${ar('wizard.cards.chooseShort')}`) })
    .first();
  await expect(choose).toBeVisible();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-4-cards-ar');

  await choose.click();
  const dialog = page.getByRole('dialog', { name: ar('wizard.cards.dialogTitle') });
  await expect(dialog).toBeVisible();
  await expectArabicScreen(page, [VISITOR_EMAIL]);
  await checkScreen(page, testInfo, 'wizard-4-confirm-ar');

  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner bank</title>' }),
  );
  const partnerTab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: ar('wizard.cards.applyNow') }).click();
  const partner = await partnerTab;
  await partner.waitForLoadState();
  expect(partner.url()).toMatch(/^https:\/\//);
  await expect(page).toHaveURL(/\/ar\/congratulations$/);
  await expect(
    page.getByRole('heading', { level: 1, name: ar('congratulations.titleCard') }),
  ).toBeVisible();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'congratulations-ar');
});

test('UAE loan journey in Arabic, to the offers and an offer', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/ar');
  await fillPersonalDetailsInArabic(page);
  await nextAr(page).click();
  await page.getByRole('radio', { name: new RegExp(ar('wizard.product.Loan.name')) }).check();
  await nextAr(page).click();
  await answerEligiblyInArabic(page);
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-2-eligibility-loan-ar');
  await nextAr(page).click();

  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.loans.title') }),
  ).toBeVisible();
  // Amounts in Arabic: the dirham's Arabic abbreviation, Western digits.
  await expect(page.getByText(/[0-9,]+\s?د\.إ/).first()).toBeVisible();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-4-loans-ar');
  await page
    .getByRole('button', { name: new RegExp(`^${ar('wizard.loans.chooseShort')}`) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectArabicScreen(page, [VISITOR_EMAIL]);
  await checkScreen(page, testInfo, 'wizard-4-loan-offer-ar');
});

test('KSA card journey in Arabic, to the cards in riyals', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/ar');
  await page.getByRole('button', { name: new RegExp(`^${ar('country.codes.ae')}`) }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(ar('country.names.sa')) }).click();
  await fillPersonalDetailsInArabic(page);
  await expectArabicScreen(page, [VISITOR_EMAIL]);
  await checkScreen(page, testInfo, 'wizard-0-personal-ksa-ar');
  // KSA has no product step: straight to the questions.
  await nextAr(page).click();
  await answerEligiblyInArabic(page);
  await nextAr(page).click();
  await chooseFeaturesInArabic(page, KSA_FEATURES);
  await nextAr(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.priorities.title') }),
  ).toBeVisible();
  await nextAr(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.cards.title') }),
  ).toBeVisible();
  // A spend typed in Arabic-Indic digits: each card's value for it, in riyals.
  await page.getByRole('button', { name: ar('wizard.cards.spend.toggle') }).click();
  await page
    .getByRole('textbox', { name: ar('wizard.cards.spend.categories.groceries') })
    .fill('٢٠٠٠');
  await page.getByRole('button', { name: ar('wizard.cards.spend.apply') }).click();
  await expect(page.getByText(/[0-9,]+\s?ر\.س/).first()).toBeVisible();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'wizard-4-cards-ksa-ar');
});

test('switching language mid-journey keeps the step and the answers', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/ar');
  await fillPersonalDetailsInArabic(page);
  await nextAr(page).click();
  await page.getByRole('radio', { name: new RegExp(ar('wizard.product.Card.name')) }).check();
  await nextAr(page).click();
  const question = firstQuestion('ae', 'Card');
  await expect(page.getByText(question.textAr)).toBeVisible();

  // To English: same step, questions fetched again in English, left to right.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: en('wizard.eligibility.title') }),
  ).toBeVisible();
  await expect(page.getByText(question.text)).toBeVisible();

  // And back: Arabic again, and the personal details given at the start are still there.
  await page.getByRole('link', { name: en('app.language.switchTo') }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByText(question.textAr)).toBeVisible();
  await expectArabicScreen(page);
  await page.getByRole('button', { name: ar('shared.wizardNav.back') }).click();
  await page.getByRole('button', { name: ar('shared.wizardNav.back') }).click();
  await expect(page.getByLabel(ar('wizard.personal.fullName'))).toHaveValue(ARABIC_NAME);
  await expect(page.getByLabel(ar('wizard.personal.phone'))).toHaveValue('501234567');
});

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-AE' });

  test('opens the site in Arabic, and a choice of English is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expectArabicScreen(page);
    await page.reload();
    await expect(page).toHaveURL(/\/ar$/);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a tap on English before the app is live is remembered too', async ({ page }) => {
    // The app never starts: the page stays as prerendered, its link a plain one.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
