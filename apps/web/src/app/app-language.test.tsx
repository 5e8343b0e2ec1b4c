import type { Question } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../config/ui.ts';
import { setSelectedCountry } from '../lib/selected-country.ts';
import { wizardState } from '../features/wizard/wizard-machine.ts';
import { getWizardState, resetWizard } from '../features/wizard/wizard-store.ts';
import { json, stubApi, type ApiCall } from '../testing/api.ts';
import { APP_ID, CUSTOMER_ID, PERSONAL } from '../testing/fixtures.ts';
import { openApp } from './testing/open-app.tsx';

const html = document.documentElement;

beforeEach(() => {
  // A returning visitor: consent given and the country known, so the wizard shows at once.
  localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsent, 'given');
  setSelectedCountry('ae');
  resetWizard();
  stubApi({});
});

afterEach(() => setSelectedCountry(undefined));

describe('the language of the page', () => {
  it('is English at /, with the switch to Arabic in the header', async () => {
    openApp('/');
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    const toArabic = screen.getByRole('link', { name: 'العربية' });
    expect(toArabic).toHaveAttribute('href', '/ar');
    expect(toArabic).toHaveAttribute('lang', 'ar');
    expect(toArabic).toHaveAttribute('hreflang', 'ar');
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('Mizan: compare cards and loans in the UAE and KSA');
  });

  it('is Arabic, right to left, under /ar: strings, title, links and the switch back', async () => {
    openApp('/ar/help-and-support');
    const toEnglish = await screen.findByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/help-and-support');
    expect(toEnglish).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('المساعدة والدعم | ميزان');
    // The logo's full page load goes home in the same language.
    expect(screen.getByRole('banner').querySelector('a')).toHaveAttribute('href', '/ar');
  });

  it('keeps the switch on the same page, search and hash included', async () => {
    openApp('/terms-of-service?from=mail#fees');
    expect(await screen.findByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/terms-of-service?from=mail#fees',
    );
  });

  it('switches in place: the wizard keeps what is typed', async () => {
    const { user } = openApp('/');
    const name = await screen.findByLabelText('Full Name');
    await user.type(name, 'Layla Haddad');

    await user.click(screen.getByRole('link', { name: 'العربية' }));

    await waitFor(() => expect(html).toHaveAttribute('dir', 'rtl'));
    expect(window.location.pathname).toBe('/ar');
    expect(html).toHaveAttribute('lang', 'ar');
    // The same field, not a new one: the step was not mounted again.
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('Layla Haddad');
    expect(screen.getByRole('link', { name: 'English' })).toBeInTheDocument();
    expect(document.title).toBe('ميزان: قارن البطاقات الائتمانية والقروض في الإمارات والسعودية');

    await user.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(html).toHaveAttribute('dir', 'ltr'));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByLabelText('Full Name')).toBe(name);
    expect(name).toHaveValue('Layla Haddad');
  });

  it('answers an unknown first segment with the not-found screen, in the URL language', async () => {
    openApp('/en/help-and-support');
    expect(
      await screen.findByText("We couldn't find the page you were looking for."),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Mizan');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown Arabic page in Arabic, with a way home in Arabic', async () => {
    openApp('/ar/no-such-page');
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | ميزان'));
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/no-such-page');
  });
});

/** The eligibility questions as the API answers them in the language asked for. */
const questionsIn = (language: string | undefined): Question[] => {
  const ar = language === 'ar';
  return [
    {
      questionId: 1,
      question: ar ? 'ما راتبك الشهري؟' : 'What is your monthly salary?',
      options: [
        { optionId: 101, optionText: ar ? 'أقل من 5,000 د.إ.' : 'Below AED 5,000', hardStop: true },
        {
          optionId: 102,
          optionText: ar ? 'أكثر من 5,000 د.إ.' : 'Above AED 5,000',
          hardStop: false,
        },
      ],
    },
    {
      questionId: 2,
      question: ar ? 'هل أنت موظف؟' : 'Are you employed?',
      options: [
        { optionId: 201, optionText: ar ? 'نعم' : 'Yes', hardStop: false },
        { optionId: 202, optionText: ar ? 'لا' : 'No', hardStop: false },
      ],
    },
  ];
};

describe('the catalogue in the page language', () => {
  it('asks in the page language, refetches on a switch, and keeps every answer', async () => {
    // Step 2 with the first question answered and saved before.
    resetWizard(
      wizardState({
        step: 2,
        personal: PERSONAL,
        customerId: CUSTOMER_ID,
        country: 'ae',
        productType: 'Card',
        applicationId: APP_ID,
        answers: { 1: 102 },
      }),
    );
    const api = stubApi({
      'GET /api/questions/public': ({ language }: ApiCall) => json(questionsIn(language)),
    });
    const { user } = openApp('/ar');
    const salary = await screen.findByRole('group', { name: /ما راتبك الشهري/ });
    expect(within(salary).getByRole('radio', { name: 'أكثر من 5,000 د.إ.' })).toBeChecked();
    expect(screen.queryByText('Are you employed?')).not.toBeInTheDocument();
    // An answer given on this step, not saved yet.
    await user.click(
      within(screen.getByRole('group', { name: /هل أنت موظف/ })).getByRole('radio', {
        name: 'نعم',
      }),
    );

    await user.click(screen.getByRole('link', { name: 'English' }));

    const employed = await screen.findByRole('group', { name: /Are you employed/ });
    expect(within(employed).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: /monthly salary/ })).getByRole('radio', {
        name: 'Above AED 5,000',
      }),
    ).toBeChecked();
    expect(screen.queryByText('هل أنت موظف؟')).not.toBeInTheDocument();
    expect(getWizardState()).toMatchObject({ step: 2, answers: { 1: 102 } });
    expect(api.calls('GET', '/api/questions/public').map((call) => call.language)).toEqual([
      'ar',
      'en',
    ]);

    // Back to Arabic: the Arabic answer is still in the cache, never the English one.
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    expect(await screen.findByRole('group', { name: /هل أنت موظف/ })).toBeInTheDocument();
    expect(screen.queryByText('Are you employed?')).not.toBeInTheDocument();
  });
});
