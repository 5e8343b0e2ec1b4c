import type { LoanOffer } from '@mizan/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ID,
  CUSTOMER_ID,
  PERSONAL,
  submittedApplication,
} from '../../../../testing/fixtures.ts';
import { json, pending, problem, stubApi, type Route } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { LoanOffersStep } from './loan-offers-step.tsx';

const loansWizard = () =>
  wizardState({
    step: 4,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType: 'Loan',
    applicationId: APP_ID,
    answers: { 1: 102 },
  });

setupTimedTests(() => resetWizard(loansWizard()));

/**
 * Matches an accessible name. jsdom puts a space at every element boundary where a browser joins
 * inline text as it is ("Choose this card" + ", <card>"), so a space before a comma is dropped.
 */
const named = (text: string) => (name: string) => name.replace(/\s+([,،])/gu, '$1') === text;

const SALARY_ADVANCE: LoanOffer = {
  productId: 7,
  productName: 'Salary Advance',
  organizationName: 'Gulf Bank',
  loanTenure: 48,
  processingFee: 'AED 1,200',
  interest: '5.99% p.a. (reducing balance)',
  loanAmount: 120000,
  loanAmountTxt: 'AED 120,000',
  monthlyInstalmentTxt: 'AED 2,820',
  currency: 'AED',
  description: 'No salary transfer needed\\nSettle early at no cost',
  routingUrl: 'https://bank.example/loan',
};
const QUICK_CASH: LoanOffer = {
  ...SALARY_ADVANCE,
  productId: 8,
  productName: 'Quick Cash',
  organizationName: 'Desert Bank',
  loanTenure: 1,
  loanAmountTxt: 'AED 20,000',
  description: '',
};

const OFFERS = `/api/recommendations/public/loan/${APP_ID}`;

const stubOffers = (offers: Route, routes: Record<string, Route> = {}) =>
  stubApi({ [`GET ${OFFERS}`]: offers, ...routes });

describe('step 4 for loans', () => {
  it('presents the loan offers', async () => {
    stubOffers([SALARY_ADVANCE, QUICK_CASH]);
    renderWithApp(<LoanOffersStep />);
    expect(
      screen.getByRole('heading', { name: 'Here are the best Loan Offers for you' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Based on your profile, you're eligible for the following loan amounts."),
    ).toBeInTheDocument();

    const offer = (await screen.findByRole('heading', { name: 'Salary Advance' })).closest('li')!;
    expect(offer).toHaveTextContent('Gulf Bank');
    expect(within(offer).getByText('AED 120,000')).toBeInTheDocument();
    expect(within(offer).getByText('48 months')).toBeInTheDocument();
    const quick = screen.getByRole('heading', { name: 'Quick Cash' }).closest('li')!;
    expect(within(quick).getByText('1 month')).toBeInTheDocument();
  });

  it("starts the wizard again with 'Return back Home'", async () => {
    stubOffers([SALARY_ADVANCE]);
    const { user } = renderWithApp(<LoanOffersStep />);
    await user.click(screen.getByRole('button', { name: 'Return back Home' }));
    expect(getWizardState()).toMatchObject({
      step: 0,
      productType: undefined,
      applicationId: undefined,
      answers: {},
      personal: PERSONAL,
    });
  });

  it('shows the tenure, processing fee, interest rate, amount and description of an offer', async () => {
    stubOffers([SALARY_ADVANCE, QUICK_CASH]);
    const { user } = renderWithApp(<LoanOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('View offer, Salary Advance from Gulf Bank'),
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Salary Advance · Gulf Bank' });
    const term = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(term('Tenure')).toHaveTextContent('48 months');
    expect(term('Processing fee')).toHaveTextContent('AED 1,200');
    expect(term('Interest rate')).toHaveTextContent('5.99% p.a. (reducing balance)');
    expect(term('Loan amount')).toHaveTextContent('AED 120,000');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No salary transfer needed', 'Settle early at no cost']);

    await user.click(within(dialog).getByRole('button', { name: 'Choose another option' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies for a loan and sends the visitor to the partner', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = stubOffers([SALARY_ADVANCE], {
      'PUT /api/applications/public': () =>
        json(
          submittedApplication('Loan', {
            productId: 7,
            productName: 'Salary Advance',
            organizationName: 'Gulf Bank',
            routingUrl: 'https://bank.example/loan',
          }),
        ),
      'POST /api/email/public': {},
    });
    const { user, router } = renderWithApp(<LoanOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('View offer, Salary Advance from Gulf Bank'),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect(
      await screen.findByRole('alertdialog', {
        name: 'Please wait while you are being redirected to a partner website for Instant Cash Loan where you can apply.',
      }),
    ).toBeInTheDocument();
    expect(api.calls('PUT', '/api/applications/public')[0]?.body).toMatchObject({
      product: { productId: 7 },
      applicationType: 'Loan',
      status: 'Submitted',
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://bank.example/loan',
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/congratulations'));
    expect(router.state.location.state).toMatchObject({
      product: { productName: 'Salary Advance', applicationType: 'Loan' },
    });
    expect(api.calls('POST', '/api/email/public')[0]?.body).toMatchObject({
      to: PERSONAL.email,
      subject: 'Your Loan Application Received',
    });
  });

  it("holds the offers' places while they load", () => {
    stubOffers(pending());
    renderWithApp(<LoanOffersStep />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the offers cannot be fetched', async () => {
    stubOffers(() => problem(502, 'Bad gateway', 'Upstream down'));
    renderWithApp(<LoanOffersStep />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error: 502');
  });

  it('asks to start again when there is no application id', () => {
    resetWizard({ ...loansWizard(), applicationId: undefined });
    stubOffers([]);
    renderWithApp(<LoanOffersStep />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Application ID is not available. Please start from the beginning.',
    );
  });
});
