import type { LoanQuote } from '@mizan/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import {
  APP_ID,
  CUSTOMER_ID,
  PERSONAL,
  PERSONAL_FINANCE,
  PERSONAL_LOAN,
  PERSONAL_LOAN_QUOTE_150K_36,
  PERSONAL_LOAN_QUOTE_36,
} from '../../../../testing/fixtures.ts';
import { json, problem, stubApi, type ApiCall, type Route } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { LOAN_QUOTE_DEBOUNCE_MS } from '../../../../config/ui.ts';
import type { Country } from '@mizan/contracts';
import { wizardState } from '../../wizard-machine.ts';
import { resetWizard } from '../../wizard-store.ts';
import { LoanOffersStep } from './loan-offers-step.tsx';

const loansWizard = (country: Country = 'ae') =>
  wizardState({
    step: 4,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country,
    productType: 'Loan',
    applicationId: APP_ID,
    answers: { 1: 102 },
  });

setupTimedTests(() => resetWizard(loansWizard()));

const OFFERS = `/api/recommendations/public/loan/${APP_ID}`;
const QUOTE = `/api/recommendations/public/loan/${APP_ID}/quote`;

const stubLoans = (quote: Route, offers = [PERSONAL_LOAN]) =>
  stubApi({ [`GET ${OFFERS}`]: offers, [`GET ${QUOTE}`]: quote });

/** The quote call's parameters, as numbers. */
const asked = (call: ApiCall) => ({
  productId: Number(call.query.get('productId')),
  amount: Number(call.query.get('amount')),
  tenure: Number(call.query.get('tenure')),
});

/** The cost of a loan as the server answers a quote, for the amount and tenure asked. */
const quoteFor = (quotes: LoanQuote[]) => (call: ApiCall) => {
  const { amount, tenure } = asked(call);
  const quote = quotes.find((q) => q.cost.amount === amount && q.cost.tenureMonths === tenure);
  return quote ? json(quote) : problem(500, 'Unexpected', `no quote for ${amount}/${tenure}`);
};

/** Past the debounce, as a visitor who stops typing. */
const pause = () => act(() => vi.advanceTimersByTimeAsync(LOAN_QUOTE_DEBOUNCE_MS));

/**
 * Types `text` into a field as a quick typist does: each keystroke's value in turn, with no time
 * passing between them (a machine under load would otherwise let the debounce run out between
 * two keys, and ask for what was half typed).
 */
function typeInto(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: '' } });
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(field, { target: { value: text.slice(0, end) } });
  }
}

async function openOffer(name = 'Personal Loan') {
  const item = (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
  return {
    item,
    amount: within(item).getByRole('textbox', { name: 'Loan amount' }),
    tenure: within(item).getByRole('textbox', { name: 'Tenure (months)' }),
    amountSlider: within(item).getByRole('slider', { name: 'Loan amount' }),
    tenureSlider: within(item).getByRole('slider', { name: 'Tenure (months)' }),
    why: () =>
      within(item)
        .getByRole('heading', { name: 'Why these limits' })
        .parentElement!.querySelectorAll('li'),
  };
}

describe('changing the amount and tenure of a loan offer', () => {
  it('asks for the cost once the visitor stops typing, and shows it', async () => {
    const api = stubLoans(quoteFor([PERSONAL_LOAN_QUOTE_36]));
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.tenure, '36');
    typeInto(offer.amount, '100,000');
    expect(api.calls('GET', QUOTE)).toEqual([]);
    await pause();

    expect(await within(offer.item).findByText('For AED 100,000 over 36 months')).toBeVisible();
    expect(api.calls('GET', QUOTE).map(asked)).toEqual([
      { productId: 21, amount: 100_000, tenure: 36 },
    ]);
    expect(api.calls('GET', QUOTE)[0]).toMatchObject({ country: 'AE', language: 'en' });
    expect(within(offer.item).getByText('AED 3,194')).toBeInTheDocument();
    expect(within(offer.item).getByText('Total payable').nextElementSibling).toHaveTextContent(
      'AED 114,970',
    );
    expect(within(offer.item).getByText('Early settlement').nextElementSibling).toHaveTextContent(
      'Settling after 18 months: AED 535 fee (1% of AED 53,466 owed)',
    );
    // The new cost is read out; the limits of the tenure asked are explained.
    expect(within(offer.item).getByRole('status')).toHaveTextContent(
      'AED 3,194 a month for AED 100,000 over 36 months',
    );
    expect(offer.why()[0]).toHaveTextContent(
      "Up to AED 156,000 over 36 months: your instalments, with the repayments you already have, may take at most 50% of your salary (30% for retirees), the UAE Central Bank's limit. With no other repayments, this loan's instalment may be up to AED 5,000 a month. A longer tenure lowers the instalment, so you can borrow more.",
    );
    expect(offer.amountSlider).toHaveAttribute('max', '156000');
  });

  it('moves the fields with the sliders, and asks for the cost they set', async () => {
    const api = stubLoans(quoteFor([PERSONAL_LOAN_QUOTE_36, PERSONAL_LOAN_QUOTE_150K_36]));
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    expect(offer.amountSlider).toHaveAttribute('aria-valuetext', 'AED 200,000');
    expect(offer.tenureSlider).toHaveAttribute('aria-valuetext', '48 months');

    fireEvent.change(offer.tenureSlider, { target: { value: '36' } });
    fireEvent.change(offer.amountSlider, { target: { value: '150000' } });
    expect(offer.tenure).toHaveValue('36');
    expect(offer.amount).toHaveValue('150,000');
    await pause();

    expect(await within(offer.item).findByText('For AED 150,000 over 36 months')).toBeVisible();
    expect(api.calls('GET', QUOTE).map(asked)).toEqual([
      { productId: 21, amount: 150_000, tenure: 36 },
    ]);
    expect(within(offer.item).getByText('AED 4,790')).toBeInTheDocument();
  });

  it('goes back to the offer as it came without asking again', async () => {
    const api = stubLoans(quoteFor([PERSONAL_LOAN_QUOTE_36]));
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.amount, '200000');
    await pause();
    expect(within(offer.item).getByText('For AED 200,000 over 48 months')).toBeVisible();
    expect(api.calls('GET', QUOTE)).toEqual([]);
  });

  it('refuses an amount or a tenure outside the limits in the page, saying which range is allowed', async () => {
    const api = stubLoans(quoteFor([]));
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.amount, '250000');
    await pause();
    expect(offer.amount).toHaveAttribute('aria-invalid', 'true');
    expect(offer.amount).toHaveAccessibleDescription(
      'Enter an amount from AED 10,000 to AED 200,000.',
    );
    // In a live region, so that it is read out as it appears.
    expect(
      within(offer.item).getByText('Enter an amount from AED 10,000 to AED 200,000.'),
    ).toHaveAttribute('aria-live', 'polite');

    typeInto(offer.tenure, '60');
    await pause();
    expect(offer.tenure).toHaveAccessibleDescription(
      'Enter a whole number of months from 6 to 48.',
    );

    typeInto(offer.amount, 'a lot');
    await pause();
    expect(offer.amount).toHaveAccessibleDescription(
      'Enter an amount from AED 10,000 to AED 200,000.',
    );
    expect(api.calls('GET', QUOTE)).toEqual([]);
    // The cost on show still says which amount and tenure it is for.
    expect(within(offer.item).getByText('For AED 200,000 over 48 months')).toBeVisible();
  });

  it("shows the server's reasons when it refuses, and then the maximum at that tenure", async () => {
    const tooMuch =
      'The most you can borrow over 36 months is AED 156,000: all your instalments, with the repayments you already have, may take at most 50% of your salary (AED 5,000 a month for this loan).';
    // The limits' answer waits until the server's refusal has been seen on the page.
    let answerLimits = () => {};
    const limitsAsked = new Promise<void>((resolve) => (answerLimits = resolve));
    const api = stubLoans(async (call) => {
      const { amount } = asked(call);
      if (amount === 180_000) {
        return problem(422, 'Outside the lending limits', tooMuch, [
          { field: 'query.amount', message: tooMuch },
        ]);
      }
      await limitsAsked;
      return json({
        ...PERSONAL_LOAN_QUOTE_36,
        cost: { ...PERSONAL_LOAN_QUOTE_36.cost, amount },
      });
    });
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.tenure, '36');
    typeInto(offer.amount, '180000');
    await pause();

    await waitFor(() => expect(offer.amount).toHaveAccessibleDescription(tooMuch));
    // The limits at 36 months are then asked for with the smallest amount...
    await waitFor(() =>
      expect(api.calls('GET', QUOTE).map(asked)).toEqual([
        { productId: 21, amount: 180_000, tenure: 36 },
        { productId: 21, amount: 10_000, tenure: 36 },
      ]),
    );
    answerLimits();
    // ...so that the page knows the maximum there, and says it.
    await waitFor(() =>
      expect(offer.amount).toHaveAccessibleDescription(
        'Enter an amount from AED 10,000 to AED 156,000.',
      ),
    );
    expect(offer.amountSlider).toHaveAttribute('max', '156000');
    expect(offer.why()[0]).toHaveTextContent('Up to AED 156,000 over 36 months');
  });

  it("shows the server's reason for each field it refuses", async () => {
    stubLoans(() =>
      problem(422, 'Outside the lending limits', 'The longest tenure is 40 months.', [
        {
          field: 'query.tenure',
          message: "The longest tenure is 40 months (Gulf Bank's maximum).",
        },
      ]),
    );
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.tenure, '44');
    await pause();
    await waitFor(() =>
      expect(offer.tenure).toHaveAccessibleDescription(
        "The longest tenure is 40 months (Gulf Bank's maximum).",
      ),
    );
    expect(offer.tenure).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the most depends on the tenure while the tenure is refused, not the most of the last one', async () => {
    stubLoans((call) =>
      asked(call).tenure === 44
        ? problem(422, 'Outside the lending limits', 'The longest tenure is 40 months.', [
            {
              field: 'query.tenure',
              message: "The longest tenure is 40 months (Gulf Bank's maximum).",
            },
          ])
        : quoteFor([PERSONAL_LOAN_QUOTE_36])(call),
    );
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    const anyTenure = 'From AED 10,000; the most depends on the tenure';
    expect(offer.amount).toHaveAccessibleDescription('From AED 10,000 to AED 200,000');
    typeInto(offer.tenure, '36');
    typeInto(offer.amount, '100,000');
    await pause();
    await waitFor(() =>
      expect(offer.amount).toHaveAccessibleDescription('From AED 10,000 to AED 156,000'),
    );

    // Refused by the server: 156,000 was the most over 36 months, not over 44.
    typeInto(offer.tenure, '44');
    await pause();
    await waitFor(() => expect(offer.tenure).toHaveAttribute('aria-invalid', 'true'));
    expect(offer.amount).toHaveAccessibleDescription(anyTenure);

    // Refused by the page.
    typeInto(offer.tenure, '60');
    await pause();
    expect(offer.tenure).toHaveAccessibleDescription(
      'Enter a whole number of months from 6 to 48.',
    );
    expect(offer.amount).toHaveAccessibleDescription(anyTenure);

    // A tenure whose limits are known again: its most.
    typeInto(offer.tenure, '36');
    await pause();
    await waitFor(() =>
      expect(offer.amount).toHaveAccessibleDescription('From AED 10,000 to AED 156,000'),
    );
  });

  it('says so when the cost cannot be worked out', async () => {
    stubLoans(() => problem(502, 'Bad gateway', 'Upstream down'));
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.tenure, '36');
    await pause();
    expect(await within(offer.item).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      "We couldn't work out the cost for these figures (Server error: 502). Please try again.",
    );
  });

  it('shows the cost chosen in the offer dialog', async () => {
    stubLoans(quoteFor([PERSONAL_LOAN_QUOTE_36]));
    const { user } = renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    typeInto(offer.tenure, '36');
    typeInto(offer.amount, '100000');
    await pause();
    await within(offer.item).findByText('For AED 100,000 over 36 months');
    await user.click(within(offer.item).getByRole('button', { name: /^View offer/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('For AED 100,000 over 36 months')).toBeInTheDocument();
    expect(within(dialog).getByText('AED 3,194')).toBeInTheDocument();
  });
});

/**
 * Text without the direction marks Intl puts around Arabic amounts and percents, its no-break
 * spaces as spaces.
 */
const withoutMarks = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('a loan offer in Arabic', () => {
  it('writes its cost and limits in Arabic, and reads digits typed on an Arabic keyboard', async () => {
    const api = stubLoans(quoteFor([PERSONAL_LOAN_QUOTE_36]));
    renderWithApp(<LoanOffersStep />, { language: 'ar' });
    const item = (await screen.findByRole('heading', { level: 2, name: 'Personal Loan' })).closest(
      'li',
    )!;
    const term = (label: string) =>
      withoutMarks(within(item).getByText(label).nextElementSibling?.textContent);
    expect(withoutMarks(item.textContent)).toContain(
      '4,998 د.إ.لمبلغ 200,000 د.إ. على مدى 48 شهراً',
    );
    expect(term('إجمالي المبلغ المستحق')).toBe('239,920 د.إ.');
    expect(term('معدل الفائدة')).toBe('4.99% ثابت على أصل المبلغ (9.22% على الرصيد المتناقص)');
    expect(term('السداد المبكر')).toBe(
      'عند السداد بعد 24 شهراً: رسوم قدرها 1,092 د.إ. (1% من المبلغ المتبقي البالغ 109,163 د.إ.)',
    );
    const why = within(item)
      .getByRole('heading', { name: 'سبب هذه الحدود' })
      .parentElement!.querySelectorAll('li');
    expect(withoutMarks(why[0]?.textContent)).toBe(
      'حتى 200,000 د.إ.: لا يتجاوز القرض 20 ضعفاً من راتبك الشهري (10,000 د.إ.)، وهو الحد الذي يضعه مصرف الإمارات العربية المتحدة المركزي.',
    );
    expect(withoutMarks(why[1]?.textContent)).toBe(
      'حتى 48 شهراً: وهي المدة القصوى التي يحددها مصرف الإمارات العربية المتحدة المركزي.',
    );

    const tenure = within(item).getByRole('textbox', { name: 'المدة (بالأشهر)' });
    const amount = within(item).getByRole('textbox', { name: 'مبلغ القرض' });
    typeInto(tenure, '٣٦');
    typeInto(amount, '١٠٠٬٠٠٠');
    await pause();
    await waitFor(() =>
      expect(api.calls('GET', QUOTE).map(asked)).toEqual([
        { productId: 21, amount: 100_000, tenure: 36 },
      ]),
    );
    expect(api.calls('GET', QUOTE)[0]?.language).toBe('ar');
    expect(withoutMarks(within(item).getByRole('status').textContent)).toBe(
      '3,194 د.إ. شهرياً لمبلغ 100,000 د.إ. على مدى 36 شهراً',
    );

    typeInto(amount, '٥');
    await pause();
    const error = document.getElementById(amount.getAttribute('aria-describedby')!);
    expect(withoutMarks(error?.textContent)).toBe('أدخل مبلغاً من 10,000 د.إ. إلى 156,000 د.إ.');
  });
});

describe('a change of language while the terms are being typed', () => {
  it('draws the offers in the other language at what the fields say, not at what had settled', async () => {
    const api = stubLoans(quoteFor([PERSONAL_LOAN_QUOTE_36, PERSONAL_LOAN_QUOTE_150K_36]));
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer();
    // Typed, and the language switched at once (the same page under /ar, as the header's link
    // goes): no time passes, so the debounce has not run out when the Arabic offers, fetched
    // anew, replace these.
    typeInto(offer.tenure, '36');
    typeInto(offer.amount, '100,000');
    act(() => navigate('/ar'));

    const arabic = (
      await screen.findByRole('heading', { level: 2, name: 'Personal Loan' })
    ).closest('li')!;
    expect(arabic).not.toBe(offer.item);
    const amount = within(arabic).getByRole('textbox', { name: 'مبلغ القرض' });
    const tenure = within(arabic).getByRole('textbox', { name: 'المدة (بالأشهر)' });
    expect(amount).toHaveValue('100,000');
    expect(tenure).toHaveValue('36');
    await waitFor(() =>
      expect(withoutMarks(within(arabic).getByRole('status').textContent)).toBe(
        '3,194 د.إ. شهرياً لمبلغ 100,000 د.إ. على مدى 36 شهراً',
      ),
    );
    expect(api.calls('GET', QUOTE).map((call) => [call.language, asked(call)])).toEqual([
      ['ar', { productId: 21, amount: 100_000, tenure: 36 }],
    ]);

    // And back, at once again, with a slid amount: the English offers show it.
    fireEvent.change(within(arabic).getByRole('slider', { name: 'مبلغ القرض' }), {
      target: { value: '150000' },
    });
    act(() => navigate('/'));
    const english = await openOffer();
    expect(english.amount).toHaveValue('150,000');
    expect(english.tenure).toHaveValue('36');
    await waitFor(() =>
      expect(within(english.item).getByRole('status')).toHaveTextContent(
        'AED 4,790 a month for AED 150,000 over 36 months',
      ),
    );
    const last = api.calls('GET', QUOTE).at(-1)!;
    expect([last.language, asked(last)]).toEqual([
      'en',
      { productId: 21, amount: 150_000, tenure: 36 },
    ]);
  });
});

describe('a loan offer in Saudi Arabia', () => {
  it("explains SAMA's limits with the visitor's own repayments, in riyals", async () => {
    resetWizard(loansWizard('sa'));
    stubLoans(quoteFor([]), [PERSONAL_FINANCE]);
    renderWithApp(<LoanOffersStep />);
    const offer = await openOffer('Personal Finance');
    const [amount, tenure] = offer.why();
    expect(amount).toHaveTextContent(
      "Up to SAR 102,000 over 60 months: your monthly deductions may take at most 33.33% of your salary (25% for retirees), SAMA's limit. You already repay 20% of your salary, which leaves SAR 1,999 a month for this loan.",
    );
    expect(amount).not.toHaveTextContent('A longer tenure');
    expect(tenure).toHaveTextContent("Up to 60 months: SAMA's maximum.");
    expect(within(offer.item).getByText('Early settlement').nextElementSibling).toHaveTextContent(
      "Settling after 30 months: at most SAR 873 (SAR 55,147 owed), SAMA's cap of three months' profit; the bank publishes no fee",
    );
    // Islamic finance earns profit: the labels say so.
    expect(within(offer.item).getByText('Profit rate').nextElementSibling).toHaveTextContent(
      '3.5% flat (6.54% reducing balance)',
    );
    expect(within(offer.item).getByText('Total profit')).toBeInTheDocument();
    expect(within(offer.item).queryByText('Total interest')).not.toBeInTheDocument();
  });
});
