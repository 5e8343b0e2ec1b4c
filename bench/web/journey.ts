import type { Locator, Page } from 'playwright-core';
import type { NetworkMeter } from './network.ts';

// A visitor's whole UAE card journey in English, through the real UI, step by step as
// e2e/tests/wizard-card.spec.ts drives it (its helpers are e2e/tests/wizard-helpers.ts): personal
// details, Credit Card, the eligibility questions, three features, their order, the card list,
// and one card's dialog. Next is pressed once its 3-second lock is over, as a person would.

const FEATURES = ['Dining cashback', 'No annual fee', 'Airport lounge access'];
/** Answers that pass every rule (wizard-helpers.ts's BEST). */
const BEST =
  /^(AED|SAR) 30,000 or more$|^Salaried, government|national$|^30 to 45$|^None$|^No preference$/;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const withAttribute = (page: Page, locator: Locator, name: string, value: string) =>
  locator.and(page.locator(`[${name}="${value}"]`));

/** Waits out the Next lock, then presses it. */
async function pressNext(page: Page) {
  await next(page).and(page.locator(':not([aria-disabled="true"])')).waitFor({ timeout: 10_000 });
  await next(page).click();
}

async function chooseFeatures(page: Page) {
  const sections = page.locator('main h2 > button');
  await sections.first().waitFor();
  for (const name of FEATURES) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${name}`) });
    if (!(await toggle.isVisible())) {
      for (const section of await sections.all()) {
        if ((await section.getAttribute('aria-expanded')) === 'true') continue;
        await section.click();
        await withAttribute(page, section, 'aria-expanded', 'true').waitFor();
        if (await toggle.isVisible()) break;
      }
    }
    await toggle.click();
    await withAttribute(page, toggle, 'aria-pressed', 'true').waitFor();
  }
}

/** The journey's steps, in order: each one's bytes are those of the requests it started. */
export const JOURNEY_STEPS = [
  'personal details (first page)',
  'product: Credit Card',
  'eligibility questions',
  'features',
  'priorities',
  'card list',
  "a card's dialog",
] as const;

export async function cardJourney(page: Page, meter: NetworkMeter, origin: string) {
  const [personal, product, eligibility, features, priorities, cards, dialog] = JOURNEY_STEPS;
  meter.step = personal;
  await page.goto(`${origin}/`);
  await heading(page, "Let's get to know you").waitFor();
  await page.getByLabel('Full Name').fill('Layla Haddad');
  await page.getByLabel('Email').fill('layla.haddad@example.com');
  await page.getByLabel('Phone Number').fill('501234567');

  meter.step = product;
  await pressNext(page);
  await heading(page, 'What would you like to apply for?').waitFor();
  await page.getByRole('radio', { name: /Credit Card/ }).check();

  meter.step = eligibility;
  await pressNext(page);
  await heading(page, 'A few questions to get you started').waitFor();
  const groups = page.getByRole('group');
  await groups.first().waitFor();
  for (const group of await groups.all()) {
    await group.getByRole('radio', { name: BEST }).check();
  }

  meter.step = features;
  await pressNext(page);
  await heading(page, 'Which 5 card features are you interested in?').waitFor();
  await chooseFeatures(page);
  await page
    .getByRole('status')
    .filter({ hasText: /cards? found$/ })
    .waitFor();

  meter.step = priorities;
  await pressNext(page);
  await heading(page, 'Prioritize Your Selection').waitFor();

  meter.step = cards;
  await pressNext(page);
  await heading(page, 'Select your card & enjoy the benefits').waitFor();
  const firstCard = page
    .getByRole('listitem')
    .filter({ hasText: /% match/ })
    .first();
  await firstCard.waitFor();

  meter.step = dialog;
  await firstCard.getByRole('button', { name: /^Choose this card/ }).click();
  await page.getByRole('dialog', { name: 'Confirm details and apply' }).waitFor();
  await meter.quiet();
}
