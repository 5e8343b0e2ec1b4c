// Issue 14 in the browser, in English and in Arabic at both widths: the card list's filters, a
// spend estimate that reorders it, three cards side by side and applying from there or from a
// tile; a loan's amount and tenure changed within the limits and refused beyond them; the How we
// rank page. axe on every new screen, screenshots in artifacts/screenshots/<project>/.
import { CARDS_PAGE_SIZE, formatMoney, SPEND_CATEGORIES } from '@mizan/contracts';
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  answerEligiblyInArabic,
  chooseFeaturesInArabic,
  expectArabicScreen,
  fillPersonalDetailsInArabic,
  nextAr,
  text,
  VISITOR_EMAIL,
  type Language,
} from './arabic.ts';
import { expectAccessible, snap } from './helpers.ts';
import {
  answerEligibly,
  chooseFeatures,
  expect,
  fillPersonalDetails,
  isPhone,
  next,
  pressNext,
  test,
  UAE_FEATURES,
} from './wizard-helpers.ts';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that starts with the visible words, whatever screen-reader context follows. */
const startsWith = (value: string) => new RegExp(`^${escape(value)}`);

/** A number as typed on an Arabic keyboard: Arabic-Indic digits, the Arabic thousands sign. */
const arabicDigits = (value: string) =>
  value
    .replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    .replace(/,/g, '\u066c');

/** The screens' names: "-ar" for the Arabic ones. */
const screenName = (language: Language, name: string) => (language === 'ar' ? `${name}-ar` : name);

/** The page is in `language` (lang, dir); in Arabic, with no stray Latin word (the email may show). */
async function expectLanguage(page: Page, language: Language) {
  if (language === 'ar') {
    await expectArabicScreen(page, [VISITOR_EMAIL]);
  } else {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  }
}

/** Next in the page's language, pressed without waiting out its lock (the page's clock jumps). */
const pressNextIn = (page: Page, language: Language) =>
  pressNext(page, language === 'ar' ? nextAr(page) : next(page));

/** From the start (/ or /ar) to the eligibility questions of a UAE application, answered. */
async function answerEligibilityFor(page: Page, language: Language, product: 'Card' | 'Loan') {
  // Playwright's clock in the page: each Next is pressed once the lock of the one before is over.
  await page.clock.install();
  if (language === 'en') {
    await page.goto('/');
    await fillPersonalDetails(page);
  } else {
    await page.goto('/ar');
    await fillPersonalDetailsInArabic(page);
  }
  await pressNextIn(page, language);
  await page
    .getByRole('radio', {
      name: new RegExp(escape(text(language, `wizard.product.${product}.name`))),
    })
    .check();
  await pressNextIn(page, language);
  if (language === 'en') await answerEligibly(page);
  else await answerEligiblyInArabic(page);
  await pressNextIn(page, language);
}

/** From the start to the UAE card list, with UAE_FEATURES in that order. */
async function reachCards(page: Page, language: Language) {
  await answerEligibilityFor(page, language, 'Card');
  if (language === 'en') await chooseFeatures(page, UAE_FEATURES);
  else await chooseFeaturesInArabic(page, UAE_FEATURES);
  await pressNextIn(page, language);
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'wizard.priorities.title') }),
  ).toBeVisible();
  await pressNextIn(page, language);
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'wizard.cards.title') }),
  ).toBeVisible();
}

/** From the start to the UAE loan offers. */
async function reachLoans(page: Page, language: Language) {
  await answerEligibilityFor(page, language, 'Loan');
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'wizard.loans.title') }),
  ).toBeVisible();
}

/** The products listed: each tile is a list item with the product's name as its heading. */
const products = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });

const productNames = async (page: Page) =>
  (await products(page).getByRole('heading', { level: 2 }).allTextContents()).map((name) =>
    name.trim(),
  );

/** The card list has its answer: no skeletons, no previous list shown dimmed. */
async function expectListSettled(page: Page) {
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  await expect(products(page).first()).toBeVisible();
}

/** The number the card list's count announces ("12 cards match"), or undefined. */
async function announcedCount(page: Page, language: Language): Promise<number | undefined> {
  const said = ((await page.getByRole('main').getByRole('status').textContent()) ?? '').trim();
  for (let count = 0; count <= 500; count++) {
    if (text(language, 'wizard.cards.count', { count }) === said) return count;
  }
  return undefined;
}

/** A tile's estimated net value a year, in whole units (the sign kept). */
async function netValue(tile: Locator, language: Language): Promise<number> {
  const net = tile
    .getByText(text(language, 'wizard.cards.value.title'), { exact: true })
    .locator('xpath=following-sibling::span[1]');
  const written = (await net.textContent()) ?? '';
  return Number(written.replace(/\u2212/g, '-').replace(/[^\d-]/g, ''));
}

const SPEND = {
  groceries: '3,000',
  dining: '2,500',
  fuel: '800',
  online: '1,500',
  travel: '2,000',
  other: '4,000',
} as const;

async function fillSpend(page: Page, language: Language) {
  for (const [category, amount] of Object.entries(SPEND)) {
    await page
      .getByRole('textbox', { name: text(language, `wizard.cards.spend.categories.${category}`) })
      .fill(language === 'ar' ? arabicDigits(amount) : amount);
  }
}

const screenshots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../artifacts/screenshots',
);

/**
 * The screenshot of a screen, in artifacts/screenshots/<project>/ as helpers' snap: the whole page,
 * or with a dialog open what the visitor sees (a full page would draw the page under the dialog's
 * fixed overlay as if nothing covered it).
 */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if ((await page.getByRole('dialog').count()) === 0) {
    await snap(page, testInfo, name);
    return;
  }
  await page.screenshot({
    path: path.join(screenshots, testInfo.project.name, `${name}.png`),
    animations: 'disabled',
  });
}

/** A new screen: its language, a screenshot and axe. */
async function snapAndCheck(page: Page, testInfo: TestInfo, language: Language, name: string) {
  await expectLanguage(page, language);
  await screenshot(page, testInfo, screenName(language, name));
  await expectAccessible(page, `${screenName(language, name)} (${testInfo.project.name})`);
}

/** A state of a screen axe has seen in another state (the suite's time is kept for new ones). */
async function snapOnly(page: Page, testInfo: TestInfo, language: Language, name: string) {
  await expectLanguage(page, language);
  await screenshot(page, testInfo, screenName(language, name));
}

/**
 * `target` is wholly in the window and not under `bar` (a sticky bar at the window's foot): above
 * it, and what is at the middle of its top and bottom edges, just inside, is the target itself
 * (WCAG 2.4.11, focus not obscured). Not the corners: a rounded one is not the element's.
 */
async function expectClearOf(target: Locator, bar: Locator) {
  const box = (await target.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(box.y + box.height, 'above the bar').toBeLessThanOrEqual(barBox.y);
  const middle = box.x + box.width / 2;
  for (const y of [box.y + 2, box.y + box.height - 2]) {
    const hit = await target.evaluate(
      (element, [atX, atY]) => element.contains(document.elementFromPoint(atX!, atY!)),
      [middle, y],
    );
    expect(hit, `what is at (${middle}, ${y}) is the target`).toBe(true);
  }
}

test('the compare bar leaves the spend form clear: each field and button, when focused, is above it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await reachCards(page, 'en');
  await expectListSettled(page);
  for (const tile of (await products(page).all()).slice(0, 2)) {
    const toggle = tile.getByRole('button', {
      name: startsWith(text('en', 'wizard.compare.toggle')),
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const bar = page.getByRole('region', { name: text('en', 'wizard.compare.barLabel') });
  await expect(
    bar.getByRole('button', { name: text('en', 'wizard.compare.open', { n: 2 }) }),
  ).toBeVisible();

  // A visitor back up the list to the spend form: its toggle just above the bar, the form opening
  // below it, where the bar is.
  const spendToggle = page.getByRole('button', { name: text('en', 'wizard.cards.spend.toggle') });
  await spendToggle.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await spendToggle.focus();
  await expectClearOf(spendToggle, bar);
  await page.keyboard.press('Enter');
  await expect(spendToggle).toHaveAttribute('aria-expanded', 'true');

  // Through the form from the keyboard: each stop scrolled into view clear of the bar.
  const apply = page.getByRole('button', { name: text('en', 'wizard.cards.spend.apply') });
  const form = page.locator('form', { has: apply });
  const stops = [
    ...SPEND_CATEGORIES.map((category) =>
      form.getByRole('textbox', { name: text('en', `wizard.cards.spend.categories.${category}`) }),
    ),
    apply,
    form.getByRole('button', { name: text('en', 'wizard.cards.spend.clear'), exact: true }),
  ];
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
    await expectClearOf(stop, bar);
  }
});

for (const language of ['en', 'ar'] as const) {
  const say = (key: string, values?: Record<string, string | number>) =>
    text(language, key, values);
  const inLanguage = language === 'ar' ? 'in Arabic' : 'in English';

  test(`cards ${inLanguage}: a filter, a spend ordering by value, three compared, applying`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await reachCards(page, language);
    await expectListSettled(page);
    await expect.poll(() => announcedCount(page, language)).toBeGreaterThan(0);
    const allCount = (await announcedCount(page, language))!;
    const byMatch = await productNames(page);
    expect(byMatch).toHaveLength(Math.min(allCount, CARDS_PAGE_SIZE));

    // A filter: fewer cards, counted, and every one of them Islamic.
    const filters = page.getByRole('group', { name: say('wizard.cards.filters.label') });
    const islamicOnly = filters.getByRole('button', {
      name: say('wizard.cards.filters.islamicOnly'),
    });
    await expect(islamicOnly).toHaveAttribute('aria-pressed', 'false');
    await islamicOnly.click();
    await expect(islamicOnly).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => announcedCount(page, language)).toBeLessThan(allCount);
    await expectListSettled(page);
    const islamicCount = (await announcedCount(page, language))!;
    expect(islamicCount).toBeGreaterThan(0);
    const islamicNames = await productNames(page);
    expect(islamicNames).toHaveLength(Math.min(islamicCount, CARDS_PAGE_SIZE));
    expect(islamicNames).not.toEqual(byMatch);
    for (const tile of await products(page).all()) {
      await expect(tile.getByText(say('wizard.cards.islamic'), { exact: true })).toBeVisible();
    }
    await snapOnly(page, testInfo, language, 'comparison-1-cards-filtered');

    // Cleared: the whole list again, in the same order.
    await islamicOnly.click();
    await expect(islamicOnly).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => announcedCount(page, language)).toBe(allCount);
    await expectListSettled(page);
    expect(await productNames(page)).toEqual(byMatch);

    // A spend: each card's value for it, the order still the best match.
    const spendToggle = page.getByRole('button', { name: say('wizard.cards.spend.toggle') });
    await expect(spendToggle).toHaveAttribute('aria-expanded', 'false');
    await spendToggle.click();
    await expect(spendToggle).toHaveAttribute('aria-expanded', 'true');
    await fillSpend(page, language);
    await page.getByRole('button', { name: say('wizard.cards.spend.apply') }).click();
    await expect(
      products(page).first().getByText(say('wizard.cards.value.title'), { exact: true }),
    ).toBeVisible();
    await expectListSettled(page);
    expect(await productNames(page)).toEqual(byMatch);

    // Ordered by best value: another order, each tile's value no more than the one before.
    const order = page.getByRole('group', { name: say('wizard.cards.order.label') });
    await expect(order.getByRole('radio', { name: say('wizard.cards.order.match') })).toBeChecked();
    // The radio is drawn by its label (a segmented control): the visitor clicks the label.
    await order.getByText(say('wizard.cards.order.value'), { exact: true }).click();
    await expect(order.getByRole('radio', { name: say('wizard.cards.order.value') })).toBeChecked();
    await expect.poll(() => productNames(page)).not.toEqual(byMatch);
    await expectListSettled(page);
    await expect.poll(() => announcedCount(page, language)).toBe(allCount);
    const tiles = await products(page).all();
    const values: number[] = [];
    for (const tile of tiles) {
      await expect(tile.getByText(say('wizard.cards.value.title'), { exact: true })).toBeVisible();
      // The reasoning is shown: "AED 1,840 cashback − AED 315 fee = AED 1,525 a year".
      await expect(tile).toContainText(/ = /);
      values.push(await netValue(tile, language));
    }
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Why each card matches, in the visitor's priority order.
    await expect(tiles[0]!).toContainText(say('wizard.cards.why.title'));

    // Three cards to compare, the bar at the bottom counting them.
    const compareBar = page.getByRole('region', { name: say('wizard.compare.barLabel') });
    await expect(compareBar).toHaveCount(0);
    const compared: string[] = [];
    for (const tile of tiles.slice(0, 3)) {
      const toggle = tile.getByRole('button', { name: startsWith(say('wizard.compare.toggle')) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      compared.push(((await tile.getByRole('heading', { level: 2 }).textContent()) ?? '').trim());
      if (compared.length === 1) {
        await expect(compareBar).toContainText(say('wizard.compare.pickMore', { max: 3 }));
      }
    }
    const openComparison = compareBar.getByRole('button', {
      name: say('wizard.compare.open', { n: 3 }),
    });
    await expect(openComparison).toBeVisible();
    await snapAndCheck(page, testInfo, language, 'comparison-2-cards-by-value');

    // Side by side: a real table, one column per card, one row per fact.
    await openComparison.click();
    const comparison = page.getByRole('dialog', { name: say('wizard.compare.title') });
    await expect(comparison).toBeVisible();
    const table = comparison.getByRole('table', { name: say('wizard.compare.caption') });
    await expect(table).toBeVisible();
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(4);
    await expect(columns.first()).toHaveText(say('wizard.compare.factHeader'));
    for (const [index, name] of compared.entries()) {
      await expect(columns.nth(index + 1)).toContainText(name);
    }
    const rowHeaders = table.getByRole('rowheader');
    expect(await rowHeaders.count()).toBeGreaterThanOrEqual(15);
    // The spend given on the list leads the comparison.
    await expect(rowHeaders.first()).toContainText(say('wizard.compare.rows.value'));
    await expect(
      table.getByRole('rowheader', { name: startsWith(say('wizard.compare.rows.apr')) }),
    ).toBeVisible();
    await expect(
      table
        .getByRole('cell')
        .filter({ hasText: say('wizard.compare.bestLong') })
        .first(),
    ).toBeVisible();
    await expect(
      table.getByText(say('wizard.compare.best'), { exact: true }).first(),
    ).toBeVisible();
    await expect(
      rowHeaders.filter({ hasText: say('wizard.compare.differs') }).first(),
    ).toBeVisible();
    // Each row's cells: one per card.
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveCount(3);
    if (isPhone(testInfo)) {
      // At 375 px the cards scroll sideways under the facts' labels, which stay put.
      const region = comparison.getByRole('region', { name: say('wizard.compare.title') });
      const label = rowHeaders.first();
      const before = (await label.boundingBox())!;
      const lastColumn = (await columns.last().boundingBox())!;
      await region.evaluate((element) => {
        const rtl = getComputedStyle(element).direction === 'rtl';
        element.scrollBy({ left: rtl ? -400 : 400, behavior: 'instant' });
      });
      await expect.poll(async () => (await columns.last().boundingBox())!.x).not.toBe(lastColumn.x);
      expect((await label.boundingBox())!.x).toBeCloseTo(before.x, 0);
      await snapOnly(page, testInfo, language, 'comparison-3-table-swiped');
      await region.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    }
    await snapAndCheck(page, testInfo, language, 'comparison-3-table');

    // Apply from a card's column: the same confirm dialog, for that card.
    const second = compared[1]!;
    await columns
      .nth(2)
      .getByRole('button', { name: startsWith(say('wizard.compare.apply')) })
      .click();
    const confirm = page.getByRole('dialog', { name: say('wizard.cards.dialogTitle') });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(second);
    await expect(confirm.getByText(say('wizard.facts.source')).first()).toBeVisible();
    await expect(confirm.getByRole('button', { name: say('wizard.cards.applyNow') })).toBeEnabled();
    await snapAndCheck(page, testInfo, language, 'comparison-4-confirm-from-table');
    await confirm.getByRole('button', { name: say('wizard.cards.another') }).click();
    await expect(confirm).toHaveCount(0);
    await expect(comparison).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(comparison).toHaveCount(0);

    // A click on a tile's body (not its buttons) opens the confirm dialog for that card.
    const fourth = tiles[3] ?? tiles[0]!;
    const fourthName = (
      (await fourth.getByRole('heading', { level: 2 }).textContent()) ?? ''
    ).trim();
    await fourth.getByRole('heading', { level: 2 }).click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(fourthName);
    await expect(confirm.getByText(say('wizard.cards.value.title'), { exact: true })).toBeVisible();
    await snapOnly(page, testInfo, language, 'comparison-5-confirm-from-tile');
    await confirm.getByRole('button', { name: say('wizard.cards.another') }).click();
    await expect(confirm).toHaveCount(0);

    // How we rank, from the list, and back to it.
    await page.getByRole('link', { name: say('wizard.cards.howWeRank') }).click();
    await expect(page).toHaveURL(language === 'ar' ? /\/ar\/how-we-rank$/ : /\/how-we-rank$/);
    await expect(
      page.getByRole('heading', { level: 1, name: say('howWeRank.title') }),
    ).toBeVisible();
    await snapAndCheck(page, testInfo, language, 'comparison-6-how-we-rank');
    await page.getByRole('button', { name: say('howWeRank.back'), exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: say('wizard.cards.title') }),
    ).toBeVisible();
  });

  test(`a loan ${inLanguage}: amount and tenure changed within the limits, refused beyond`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const quotes: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/quote')) quotes.push(request);
    });
    await reachLoans(page, language);
    const money = (amount: number) => formatMoney(amount, 'ae', language);
    const months = (count: number) => say('wizard.loans.months', { count });
    /** The cost read out for an amount and tenure; its instalment captured. */
    const summary = (amount: number, tenure: number) =>
      new RegExp(
        `^${escape(say('wizard.loans.cost.summary', { amount: money(amount), period: months(tenure) })).replace(escape('{{instalment}}'), '(.+)')}$`,
      );

    const offer = products(page).first();
    await expect(offer).toBeVisible();
    const loanName = ((await offer.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    const amountField = offer.getByRole('textbox', { name: say('wizard.loans.amount') });
    const tenureField = offer.getByRole('textbox', { name: say('wizard.loans.tenureLabel') });
    const amountSlider = offer.getByRole('slider', { name: say('wizard.loans.amount') });
    const tenureSlider = offer.getByRole('slider', { name: say('wizard.loans.tenureLabel') });
    const cost = offer.getByRole('status');
    await expect(
      offer.getByRole('heading', { name: say('wizard.loans.limits.title') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: say('wizard.loans.howWeRank') })).toHaveAttribute(
      'href',
      language === 'ar' ? '/ar/how-we-rank' : '/how-we-rank',
    );

    const minTenure = Number(await tenureSlider.getAttribute('min'));
    const maxTenure = Number(await tenureSlider.getAttribute('max'));
    // The UAE Central Bank's longest tenure (a bank may lend for less).
    expect(maxTenure).toBeLessThanOrEqual(48);
    const startAmount = Number(await amountSlider.getAttribute('value'));
    const startTenure = Number(await tenureSlider.getAttribute('value'));
    await expect(cost).toHaveText(summary(startAmount, startTenure));
    const startInstalment = summary(startAmount, startTenure).exec(
      (await cost.textContent()) ?? '',
    )![1];

    // Within the limits: a shorter tenure and a smaller amount, and the cost follows.
    const tenure = startTenure > 24 && minTenure <= 24 ? 24 : minTenure;
    const minAmount = Number(await amountSlider.getAttribute('min'));
    const maxAmount = Number(await amountSlider.getAttribute('max'));
    const amount = Math.max(
      minAmount,
      Math.round((minAmount + (maxAmount - minAmount) * 0.3) / 1000) * 1000,
    );
    expect(amount).not.toBe(startAmount);
    await tenureField.fill(language === 'ar' ? arabicDigits(String(tenure)) : String(tenure));
    await amountField.fill(language === 'ar' ? arabicDigits(String(amount)) : String(amount));
    await expect(cost).toHaveText(summary(amount, tenure));
    const instalment = summary(amount, tenure).exec((await cost.textContent()) ?? '')![1];
    expect(instalment).not.toBe(startInstalment);
    const forTerms = say('wizard.loans.cost.forTerms', {
      amount: money(amount),
      period: months(tenure),
    });
    await expect(offer.getByText(forTerms, { exact: true })).toBeVisible();
    await expect(offer.getByText(instalment!, { exact: true })).toBeVisible();
    await expect(amountSlider).toHaveValue(String(amount));
    await expect(tenureSlider).toHaveValue(String(tenure));
    expect(
      quotes.some((request) => {
        const query = new URL(request.url()).searchParams;
        return query.get('amount') === String(amount) && query.get('tenure') === String(tenure);
      }),
    ).toBe(true);

    // The offer's dialog shows the cost of the terms chosen.
    await offer.getByRole('button', { name: startsWith(say('wizard.loans.chooseShort')) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(loanName);
    await expect(dialog.getByText(forTerms, { exact: true })).toBeVisible();
    await expect(dialog.getByText(instalment!, { exact: true })).toBeVisible();
    await snapAndCheck(page, testInfo, language, 'comparison-7-loan-offer');
    await dialog.getByRole('button', { name: say('wizard.cards.another') }).click();
    await expect(dialog).toHaveCount(0);

    // Beyond the limits: refused with the range, said under the field, and no cost asked for.
    const allowedMax = Number(await amountSlider.getAttribute('max'));
    const tooMuch = allowedMax + 1000;
    await amountField.fill(language === 'ar' ? arabicDigits(String(tooMuch)) : String(tooMuch));
    const amountMessage = say('wizard.loans.amountOutOfRange', {
      min: money(minAmount),
      max: money(allowedMax),
    });
    await expect(amountField).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField).toHaveAccessibleDescription(amountMessage);
    const shownAmountMessage = offer.getByText(amountMessage, { exact: true });
    await expect(shownAmountMessage).toBeVisible();
    await expect(shownAmountMessage).toHaveAttribute('aria-live', 'polite');
    await expect(cost).toHaveText('');
    await expect(offer).not.toContainText(money(tooMuch));

    await amountField.fill(String(amount));
    await expect(cost).toHaveText(summary(amount, tenure));
    await expect(amountField).not.toHaveAttribute('aria-invalid', 'true');
    await tenureField.fill(language === 'ar' ? arabicDigits('60') : '60');
    const tenureMessage = say('wizard.loans.tenureOutOfRange', { min: minTenure, max: maxTenure });
    await expect(tenureField).toHaveAttribute('aria-invalid', 'true');
    await expect(tenureField).toHaveAccessibleDescription(tenureMessage);
    await expect(offer.getByText(tenureMessage, { exact: true })).toBeVisible();
    await expect(cost).toHaveText('');
    await expect(offer).not.toContainText(months(60));
    await snapAndCheck(page, testInfo, language, 'comparison-8-loan-refused');
    expect(
      quotes.filter((request) => {
        const query = new URL(request.url()).searchParams;
        return query.get('amount') === String(tooMuch) || query.get('tenure') === '60';
      }),
      'no cost is asked for what the page refuses',
    ).toEqual([]);

    // The API refuses them too, naming the field, in the page's language.
    const quoteUrl = new URL(quotes.at(-1)!.url());
    const productId = quoteUrl.searchParams.get('productId')!;
    for (const [field, query] of [
      ['amount', { amount: tooMuch, tenure }],
      ['tenure', { amount, tenure: 60 }],
    ] as const) {
      const answer = await page.request.get(
        `${quoteUrl.pathname}?productId=${productId}&amount=${query.amount}&tenure=${query.tenure}`,
        { headers: { 'accept-language': language } },
      );
      expect(answer.status()).toBe(422);
      const problem = (await answer.json()) as { errors?: { field?: string; name?: string }[] };
      expect(JSON.stringify(problem.errors ?? [])).toContain(field);
    }
  });
}
