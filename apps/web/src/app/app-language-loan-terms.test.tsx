import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp } from './testing/open-app.tsx';
import { LOCAL_STORAGE_KEYS } from '../config/ui.ts';
import { setSelectedCountry } from '../lib/selected-country.ts';
import { json, stubApi, type ApiCall } from '../testing/api.ts';
import { APP_ID, PERSONAL_LOAN, PERSONAL_LOAN_QUOTE_36, QUICK_CASH } from '../testing/fixtures.ts';
import { loanOffersWizard } from '../features/wizard/test-states.ts';
import { getWizardState, resetWizard } from '../features/wizard/wizard-store.ts';

const OFFERS = `/api/recommendations/public/loan/${APP_ID}`;
const QUOTE = `/api/recommendations/public/loan/${APP_ID}/quote`;

// A shared, busy machine: the page's and the step's code, the debounce and the fetches take time.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

beforeEach(() => {
  // A returning visitor on the loan offers: consent given, the country known.
  localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsent, 'given');
  setSelectedCountry('ae');
  resetWizard(loanOffersWizard());
});

afterEach(() => setSelectedCountry(undefined));

/** Types as a quick typist does, each keystroke's value in turn. */
function typeInto(field: HTMLElement, text: string) {
  for (let end = 0; end <= text.length; end++) {
    fireEvent.change(field, { target: { value: text.slice(0, end) } });
  }
}

const offerNamed = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li')!;

describe('the loan offers across a change of language', () => {
  it('keep the amount and tenure the visitor chose, and ask for their cost in the new language', async () => {
    const api = stubApi({
      [`GET ${OFFERS}`]: [PERSONAL_LOAN, QUICK_CASH],
      [`GET ${QUOTE}`]: (call: ApiCall) =>
        json({
          ...PERSONAL_LOAN_QUOTE_36,
          cost: { ...PERSONAL_LOAN_QUOTE_36.cost, amount: Number(call.query.get('amount')) },
        }),
    });
    const { user } = openApp('/');
    const loan = await offerNamed('Personal Loan');
    // Arabic-keyboard digits stay as typed: the field reads them in either language.
    typeInto(within(loan).getByRole('textbox', { name: 'Tenure (months)' }), '٣٦');
    typeInto(within(loan).getByRole('textbox', { name: 'Loan amount' }), '100,000');
    expect(await within(loan).findByText('For AED 100,000 over 36 months')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    // The offers were fetched again in Arabic and drawn anew...
    await waitFor(() =>
      expect(api.calls('GET', OFFERS).map((call) => call.language)).toEqual(['en', 'ar']),
    );
    const arabicLoan = await offerNamed('Personal Loan');
    expect(arabicLoan).not.toBe(loan);
    // ...with the visitor's terms, their cost asked for in Arabic.
    expect(within(arabicLoan).getByRole('textbox', { name: 'مبلغ القرض' })).toHaveValue('100,000');
    expect(within(arabicLoan).getByRole('textbox', { name: 'المدة (بالأشهر)' })).toHaveValue('٣٦');
    await waitFor(() =>
      expect(api.calls('GET', QUOTE).map((call) => call.language)).toEqual(['en', 'ar']),
    );
    expect(api.calls('GET', QUOTE)[1]?.query.toString()).toBe(
      'productId=21&amount=100000&tenure=36',
    );
    // The offer left alone starts, as before, from its own amount and tenure.
    const quickCash = await offerNamed('Quick Cash');
    expect(within(quickCash).getByRole('textbox', { name: 'مبلغ القرض' })).toHaveValue('150,000');
    expect(within(quickCash).getByRole('textbox', { name: 'المدة (بالأشهر)' })).toHaveValue('36');
    expect(getWizardState().loanTerms).toEqual({
      21: { amountText: '100,000', tenureText: '٣٦' },
    });
  });
});
