// The visitor decides and can change their mind (issue 24): on the confirm step, what the bank
// receives and how it may contact them; then the confirmation email's withdrawal link, opened in
// the browser, in English and in Arabic, at both widths, axe-clean.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { ar, expectArabicScreen } from './arabic.ts';
import { checkScreen } from './helpers.ts';
import {
  UAE_FEATURES,
  answerEligibly,
  chooseFeatures,
  expect,
  fillPersonalDetails,
  pressNext,
  test,
} from './wizard-helpers.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The screen as the visitor sees it (a dialog scrolls inside itself: a full page shows less). */
async function snapScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join(REPO_ROOT, 'artifacts', 'screenshots', testInfo.project.name, `${name}.png`),
    animations: 'disabled',
  });
}

/** An address of this test's own, so that its email is told apart from every other test's. */
const emailOf = (testInfo: TestInfo, label: string) =>
  `withdraw.${label}.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;

/** From the start to the UAE card list, as the visitor `email`. */
async function reachCardListAs(page: Page, email: string) {
  await page.clock.install();
  await page.goto('/');
  await fillPersonalDetails(page, { email });
  await pressNext(page);
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await pressNext(page);
  await answerEligibly(page);
  await pressNext(page);
  await chooseFeatures(page, UAE_FEATURES);
  await pressNext(page);
  await pressNext(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select your card & enjoy the benefits' }),
  ).toBeVisible();
}

/** The parts of an .eml file as text: quoted-printable undone, base64 bodies decoded. */
function emailText(raw: string): string {
  const unwrapped = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const base64Bodies = (raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? []).map((block) =>
    Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [unwrapped, ...base64Bodies].join('\n');
}

/** The withdrawal link of the confirmation the server wrote (no SMTP in this suite: .eml files). */
async function withdrawalLink(email: string): Promise<string> {
  const folder = path.join(process.env.MIZAN_E2E_DATA_DIR!, 'mail');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(folder);
          } catch {
            return [];
          }
        })();
        for (const file of files) {
          const raw = readFileSync(path.join(folder, file), 'utf8');
          if (!raw.includes(email)) continue;
          link = emailText(raw).match(/https?:\/\/[^\s"<>]+\/withdraw\?token=[\w-]{43}/)?.[0];
        }
        return link;
      },
      { message: `the confirmation email to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  // The server's PUBLIC_URL is its own address here: open the same path and token on it.
  return `${url.pathname}${url.search}`;
}

/** Apply now, past the partner's tab (this machine is offline) to the congratulations page. */
async function apply(page: Page, applyName: string) {
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner bank</title>' }),
    );
  const submitted = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/applications/public'),
  );
  const partnerTab = page.context().waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: applyName }).click();
  const body = (await submitted).postDataJSON();
  await (await partnerTab).close();
  return body;
}

test('the contact choice on the confirm step, then withdrawing from the email link', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = emailOf(testInfo, 'en');
  await reachCardListAs(page, email);
  await page
    .getByRole('button', { name: /^Choose this card/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm details and apply' });
  const bank = (await dialog.getByRole('heading', { name: / receives$/ }).textContent())!.replace(
    /^What | receives$/g,
    '',
  );
  await expect(dialog).toContainText(`we send ${bank} your name, email address and mobile number`);
  const channels = dialog.getByRole('group', { name: `How may ${bank} contact you?` });
  await expect(channels.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  await channels.getByRole('radio', { name: 'Phone call' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(channels.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();

  // A window that ends before it starts: said, read out, and Apply takes the visitor to it.
  await dialog.getByLabel('From').selectOption('15:00');
  await dialog.getByLabel('To').selectOption('10:00');
  await expect(dialog.getByLabel('To')).toHaveAccessibleDescription(
    'Choose an end time later than the start time.',
  );
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog.getByLabel('To')).toBeFocused();
  await dialog.getByLabel('To').selectOption('17:30');
  await dialog.getByLabel('To').scrollIntoViewIfNeeded();
  await checkScreen(page, testInfo, 'confirm-contact');
  await snapScreen(page, testInfo, 'confirm-contact-screen');

  const body = await apply(page, 'Apply now');
  expect(body.contact).toEqual({ channel: 'whatsapp', from: '15:00', to: '17:30' });
  await expect(page).toHaveURL(/\/congratulations$/);

  // The link of the confirmation email: the bank named before anything happens.
  const link = await withdrawalLink(email);
  expect(link).toMatch(/^\/withdraw\?token=/);
  await page.goto(link);
  const ask = page.getByRole('heading', {
    level: 1,
    name: `Withdraw your application to ${bank}?`,
  });
  await expect(ask).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await checkScreen(page, testInfo, 'withdraw-confirm');

  await page.getByRole('button', { name: 'Withdraw my application' }).click();
  const done = page.getByRole('heading', {
    level: 1,
    name: `Your application to ${bank} is withdrawn.`,
  });
  await expect(done).toBeFocused();
  await expect(page.getByText('We have told the bank.')).toBeVisible();
  await checkScreen(page, testInfo, 'withdraw-done');

  // The same link again: nothing new to do.
  await page.reload();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Your application to ${bank} was already withdrawn.`,
    }),
  ).toBeVisible();

  // A link cut short.
  await page.goto('/withdraw?token=abc');
  await expect(page.getByRole('alert')).toContainText('This withdrawal link does not work.');
  await checkScreen(page, testInfo, 'withdraw-invalid');
});

test('in Arabic: the confirm step, the Arabic email link, the withdrawal page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = emailOf(testInfo, 'ar');
  await reachCardListAs(page, email);
  // The journey goes on in Arabic: the step and its answers stay.
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await page
    .getByRole('button', { name: new RegExp(`^${ar('wizard.cards.chooseShort')}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: ar('wizard.cards.dialogTitle') });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: ar('wizard.contact.channel.call') }),
  ).toBeChecked();
  // A tap on the choice's words, as a thumb does.
  await dialog.getByText(ar('wizard.contact.channel.email'), { exact: true }).click();
  await expect(
    dialog.getByRole('radio', { name: ar('wizard.contact.channel.email') }),
  ).toBeChecked();
  await dialog.getByLabel(ar('wizard.contact.from'), { exact: true }).selectOption('10:00');
  await dialog.getByLabel(ar('wizard.contact.to'), { exact: true }).scrollIntoViewIfNeeded();
  await expectArabicScreen(page, [email]);
  await checkScreen(page, testInfo, 'confirm-contact-ar');
  await snapScreen(page, testInfo, 'confirm-contact-ar-screen');

  const body = await apply(page, ar('wizard.cards.applyNow'));
  expect(body.contact).toEqual({ channel: 'email', from: '10:00', to: '18:00' });
  await expect(page).toHaveURL(/\/ar\/congratulations$/);

  const link = await withdrawalLink(email);
  expect(link).toMatch(/^\/ar\/withdraw\?token=/);
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const button = page.getByRole('button', { name: ar('withdrawal.confirm.button') });
  await expect(button).toBeVisible();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'withdraw-confirm-ar');

  await button.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(ar('withdrawal.done.body'))).toBeVisible();
  await expectArabicScreen(page);
  await checkScreen(page, testInfo, 'withdraw-done-ar');
});
