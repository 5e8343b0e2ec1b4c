import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import type { JourneyTexts } from './journey-texts.ts';

// A visitor's whole UAE card journey, in English or in Arabic (journey-texts.ts), through the real
// UI, step by step as e2e/tests/wizard-card.spec.ts and wizard-arabic.spec.ts drive it (their
// helpers are e2e/tests/wizard-helpers.ts and arabic.ts): personal details, Credit Card, the
// eligibility questions, three features, their order, the card list, and one card's dialog. Next
// is pressed once its 3-second lock is over, as a person would. What is measured is left to the
// watchers, told where each step starts and ends (the bytes: network.ts; layout shifts:
// layout-shift.ts).

/** The journey's steps, in order. */
export const JOURNEY_STEPS = [
  'personal details (first page)',
  'product: Credit Card',
  'eligibility questions',
  'features',
  'priorities',
  'card list',
  "a card's dialog",
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** What measures the journey, told of each step's boundaries (every hook optional). */
export interface StepWatcher {
  /**
   * The visitor is about to move on to `step` (before the page is opened, or before Next's lock
   * is waited out): the requests from here on are the step's.
   */
  entering?(step: JourneyStep): void;
  /** `step` is on screen: its heading (the dialog's, for the last step) is visible. */
  shown?(step: JourneyStep): Promise<void>;
  /** The visitor is done with `step`: what leads on is about to be pressed (or the journey ends). */
  leaving?(step: JourneyStep): Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const withAttribute = (page: Page, locator: Locator, name: string, value: string) =>
  locator.and(page.locator(`[${name}="${value}"]`));

async function chooseFeatures(page: Page, features: string[]) {
  const sections = page.locator('main h2 > button');
  await sections.first().waitFor();
  for (const name of features) {
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

/** The phone number as the site keeps it, whatever digits it was typed in. */
const PHONE = '501234567';

/**
 * Types the phone number until the field holds PHONE. The first page is prerendered: typed before
 * the site's script has taken the form over, Arabic-Indic digits stay as typed (the site converts
 * them as they are typed), and Next then says the number must be digits only; a visitor would
 * type it again. Returns how many times it was typed.
 */
async function typePhone(field: Locator, typed: string): Promise<number> {
  for (let times = 1; ; times += 1) {
    // Emptied first: the same text typed over itself is no change to the site's form.
    if (times > 1) await field.fill('');
    await field.fill(typed);
    const deadline = performance.now() + 1000;
    while (performance.now() < deadline) {
      if ((await field.inputValue()) === PHONE) return times;
      await sleep(100);
    }
    if (times === 5) throw new Error(`the phone field holds "${await field.inputValue()}"`);
  }
}

/** Runs the journey; returns what the visitor had to do twice (the site's doing, to report). */
export async function cardJourney(
  page: Page,
  origin: string,
  texts: JourneyTexts,
  watchers: StepWatcher[],
): Promise<string[]> {
  const retried: string[] = [];
  const entering = (step: JourneyStep) => watchers.forEach((watcher) => watcher.entering?.(step));
  const shown = async (step: JourneyStep) => {
    for (const watcher of watchers) await watcher.shown?.(step);
  };
  const leaving = async (step: JourneyStep) => {
    for (const watcher of watchers) await watcher.leaving?.(step);
  };
  const next = page.getByRole('button', { name: texts.next, exact: true });
  /** From `from` to `to`: Next's lock waited out, then Next pressed; `to` on screen. */
  const moveOn = async (from: JourneyStep, to: JourneyStep, title: string) => {
    entering(to);
    await next.and(page.locator(':not([aria-disabled="true"])')).waitFor({ timeout: 10_000 });
    await leaving(from);
    await next.click();
    await heading(page, title).waitFor();
    await shown(to);
  };
  const [personal, product, eligibility, features, priorities, cards, dialog] = JOURNEY_STEPS;

  entering(personal);
  await page.goto(origin + texts.path);
  await heading(page, texts.personalTitle).waitFor();
  await shown(personal);
  await page.getByLabel(texts.fullName).fill(texts.typedName);
  await page.getByLabel(texts.email).fill('layla.haddad@example.com');
  const typed = await typePhone(page.getByLabel(texts.phone), texts.typedPhone);
  if (typed > 1) {
    retried.push(
      `the phone number (${texts.typedPhone}) had to be typed ${typed} times: typed into the ` +
        `prerendered page before the site's script took the form over, it stayed as typed ` +
        `instead of becoming ${PHONE}`,
    );
  }

  await moveOn(personal, product, texts.productTitle);
  await page.getByRole('radio', { name: texts.creditCard }).check();

  await moveOn(product, eligibility, texts.eligibilityTitle);
  const groups = page.getByRole('group');
  await groups.first().waitFor();
  for (const group of await groups.all()) {
    await group.getByRole('radio', { name: texts.bestAnswer }).check();
  }

  await moveOn(eligibility, features, texts.featuresTitle);
  await chooseFeatures(page, texts.features);
  await page.getByRole('status').filter({ hasText: texts.cardsFound }).waitFor();

  await moveOn(features, priorities, texts.prioritiesTitle);

  await moveOn(priorities, cards, texts.cardsTitle);
  const firstCard = page.getByRole('listitem').filter({ hasText: texts.cardMatch }).first();
  await firstCard.waitFor();

  entering(dialog);
  await leaving(cards);
  await firstCard.getByRole('button', { name: texts.chooseCard }).click();
  await page.getByRole('dialog', { name: texts.dialogTitle }).waitFor();
  await shown(dialog);
  await leaving(dialog);
  return retried;
}
