import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ID,
  PERSONAL,
  PERSONAL_LOAN,
  QUICK_CASH,
  submittedApplication,
} from '../../../../testing/fixtures.ts';
import { json, pending, problem, stubApi, type Route } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { loanOffersWizard } from '../../test-states.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { LoanOffersStep } from './loan-offers-step.tsx';

setupTimedTests(() => resetWizard(loanOffersWizard()));

/**
 * Matches an accessible name. jsdom puts a space at every element boundary where a browser joins
 * inline text as it is ("View offer" + ", <loan>"), so a space before a comma is dropped.
 */
const named = (text: string) => (name: string) => name.replace(/\s+([,،])/gu, '$1') === text;

const OFFERS = `/api/recommendations/public/loan/${APP_ID}`;

const stubOffers = (offers: Route, routes: Record<string, Route> = {}) =>
  stubApi({ [`GET ${OFFERS}`]: offers, ...routes });

const offerItem = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li')!;

/** The value of a term in a description list or a table row, by its label. */
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt, th' }).nextElementSibling;

describe('step 4 for loans', () => {
  it('presents the loan offers, largest first as the server orders them, and how they are ranked', async () => {
    stubOffers([PERSONAL_LOAN, QUICK_CASH]);
    renderWithApp(<LoanOffersStep />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Here are the best Loan Offers for you' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Based on your profile, you're eligible for the following loan amounts."),
    ).toBeInTheDocument();
    expect(screen.getByText('Largest amount first, then the lowest APR.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we rank these offers' })).toHaveAttribute(
      'href',
      '/how-we-rank',
    );

    const offer = await offerItem('Personal Loan');
    expect(offer).toHaveTextContent('Gulf Bank');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Personal Loan', 'Quick Cash']);
  });

  it('opens How we rank in Arabic from the Arabic page', async () => {
    stubOffers([PERSONAL_LOAN]);
    const { user } = renderWithApp(<LoanOffersStep />, { language: 'ar' });
    const link = screen.getByRole('link', { name: 'كيف نرتّب هذه العروض' });
    expect(link).toHaveAttribute('href', '/ar/how-we-rank');
    await user.click(link);
    expect(window.location.pathname).toBe('/ar/how-we-rank');
  });

  it('shows each offer at the most the visitor may borrow, with its whole cost', async () => {
    stubOffers([PERSONAL_LOAN, QUICK_CASH]);
    renderWithApp(<LoanOffersStep />);
    const offer = await offerItem('Personal Loan');
    expect(within(offer).getByRole('textbox', { name: 'Loan amount' })).toHaveValue('200,000');
    expect(within(offer).getByRole('textbox', { name: 'Tenure (months)' })).toHaveValue('48');
    expect(within(offer).getByText('AED 4,998')).toBeInTheDocument();
    expect(within(offer).getByText('For AED 200,000 over 48 months')).toBeInTheDocument();
    expect(valueOf(offer, 'Total payable')).toHaveTextContent('AED 239,920');
    expect(valueOf(offer, 'Total interest')).toHaveTextContent('AED 39,920');
    expect(valueOf(offer, 'Processing fee')).toHaveTextContent('AED 2,000');
    expect(valueOf(offer, 'Annual percentage rate (APR)')).toHaveTextContent('9.75%');
    expect(valueOf(offer, 'Interest rate')).toHaveTextContent(
      '4.99% flat (9.22% reducing balance)',
    );
    expect(valueOf(offer, 'Early settlement')).toHaveTextContent(
      'Settling after 24 months: AED 1,092 fee (1% of AED 109,163 owed)',
    );

    const quick = await offerItem('Quick Cash');
    expect(valueOf(quick, 'Interest rate')).toHaveTextContent(
      '6.49% reducing balance (the bank publishes no rate: this is the rate a comparison site lists)',
    );
    expect(valueOf(quick, 'Early settlement')).toHaveTextContent(
      "Settling after 18 months: at most AED 786 (AED 78,638 owed), the UAE Central Bank's cap; the bank publishes no fee",
    );
  });

  it("says a loan without a published rate or fee is costed at the bank's lowest APR and no fee", async () => {
    // Neither a comparison site's rate nor a processing fee in its facts.
    const facts = { ...QUICK_CASH.facts, comparisonRate: undefined };
    const unlisted = {
      ...QUICK_CASH,
      facts: { ...facts, processingFee: { ...facts.processingFee, value: null } },
      cost: { ...QUICK_CASH.cost, ratePercent: 7.1, reducingRatePercent: 7.1, processingFee: 0 },
    };
    stubOffers([unlisted]);
    renderWithApp(<LoanOffersStep />);
    const quick = await offerItem('Quick Cash');
    expect(valueOf(quick, 'Interest rate')).toHaveTextContent(
      '7.1% reducing balance (the bank publishes no rate: this is its lowest published APR)',
    );
    expect(valueOf(quick, 'Processing fee')).toHaveTextContent(
      'Not published (not counted in the cost)',
    );
  });

  it('says when a bank fee for settling early reached its ceiling', async () => {
    // A large loan: 1% of what is owed would pass the UAE Central Bank's AED 10,000 cap, which
    // holds a bank that publishes no ceiling of its own.
    const large = {
      ...PERSONAL_LOAN,
      cost: {
        ...PERSONAL_LOAN.cost,
        earlySettlement: {
          afterMonths: 24,
          outstanding: 1_200_000,
          fee: 10_000,
          basis: 'bank' as const,
        },
      },
      facts: {
        ...PERSONAL_LOAN.facts,
        earlySettlementFee: {
          ...PERSONAL_LOAN.facts.earlySettlementFee,
          value: { percent: 1, max: null },
        },
      },
    };
    stubOffers([large]);
    renderWithApp(<LoanOffersStep />);
    expect(valueOf(await offerItem('Personal Loan'), 'Early settlement')).toHaveTextContent(
      'Settling after 24 months: AED 10,000 fee (1% of AED 1,200,000 owed, at most AED 10,000)',
    );
  });

  it('says why the most the visitor may borrow, and for how long, is what it is', async () => {
    stubOffers([PERSONAL_LOAN, QUICK_CASH]);
    renderWithApp(<LoanOffersStep />);
    const why = (item: HTMLElement) =>
      within(item)
        .getByRole('heading', { name: 'Why these limits' })
        .parentElement!.querySelectorAll('li');

    const [amount, tenure] = why(await offerItem('Personal Loan'));
    expect(amount).toHaveTextContent(
      "Up to AED 200,000: at most 20 times your monthly salary (AED 10,000), the UAE Central Bank's limit.",
    );
    expect(tenure).toHaveTextContent("Up to 48 months: the UAE Central Bank's maximum.");

    const [quickAmount, quickTenure] = why(await offerItem('Quick Cash'));
    expect(quickAmount).toHaveTextContent(
      'Up to AED 150,000: the most Desert Bank lends on this loan.',
    );
    expect(quickTenure).toHaveTextContent('Up to 36 months: the longest Desert Bank lends for.');
  });

  it("starts the wizard again with 'Return back Home'", async () => {
    stubOffers([PERSONAL_LOAN]);
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

  it('shows the cost, every published fact with its source, and the description of an offer', async () => {
    stubOffers([PERSONAL_LOAN, QUICK_CASH]);
    const { user } = renderWithApp(<LoanOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('View offer, Personal Loan from Gulf Bank'),
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Personal Loan · Gulf Bank' });
    const cost = within(dialog).getByRole('region', { name: 'Your loan' });
    expect(within(cost).getByText('For AED 200,000 over 48 months')).toBeInTheDocument();
    expect(within(cost).getByText('AED 4,998')).toBeInTheDocument();
    expect(valueOf(cost, 'Processing fee')).toHaveTextContent('AED 2,000');
    expect(valueOf(cost, 'Interest rate')).toHaveTextContent('4.99% flat (9.22% reducing balance)');
    expect(valueOf(cost, 'Annual percentage rate (APR)')).toHaveTextContent('9.75%');

    const facts = within(dialog).getByRole('table', { name: 'What Gulf Bank publishes' });
    const row = (label: string) =>
      within(facts).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Rate type')).toHaveTextContent('Flat');
    expect(row('Yearly rate')).toHaveTextContent('4.99% to 7.99%');
    expect(row('APR as published')).toHaveTextContent('Not published');
    expect(row('Processing fee')).toHaveTextContent(
      '1% of the amount (at least AED 500, at most AED 2,500)',
    );
    expect(row('Early settlement fee')).toHaveTextContent(
      '1% of the amount still owed, at most AED 10,000',
    );
    expect(row('Minimum monthly salary')).toHaveTextContent('AED 5,000');
    expect(row('Salary transfer')).toHaveTextContent('Required');
    expect(row('Largest amount')).toHaveTextContent('AED 1,000,000');
    expect(row('Longest tenure')).toHaveTextContent('48 months');
    expect(row('Also good to know')).toHaveTextContent('Life insurance included at no cost');
    // Each fact names its source and the day it was checked, "Not published" ones too.
    expect(row('APR as published')).toHaveTextContent(
      'Source: gulfbank.example (opens in a new tab), checked November 24, 2026',
    );
    expect(within(row('Processing fee')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.gulfbank.example/service-charges',
    );

    expect(within(dialog).getByText('Up to 20 times your salary')).toBeInTheDocument();
    expect(within(dialog).getByText('Life insurance included')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "Apply now opens Gulf Bank's own site in a new tab, where you confirm the amount and tenure with the bank.",
    );

    await user.click(within(dialog).getByRole('button', { name: 'Choose another option' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies for a loan and sends the visitor to the partner', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = stubOffers([PERSONAL_LOAN], {
      'PUT /api/applications/public': () =>
        json(
          submittedApplication('Loan', {
            productId: 21,
            productName: 'Personal Loan',
            organizationName: 'Gulf Bank',
            routingUrl: PERSONAL_LOAN.routingUrl,
          }),
        ),
    });
    const { user } = renderWithApp(<LoanOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('View offer, Personal Loan from Gulf Bank'),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect(
      await screen.findByRole('alertdialog', {
        name: 'Please wait while you are being redirected to a partner website for Instant Cash Loan where you can apply.',
      }),
    ).toBeInTheDocument();
    expect(api.calls('PUT', '/api/applications/public')[0]?.body).toMatchObject({
      product: { productId: 21 },
      applicationType: 'Loan',
      status: 'Submitted',
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(open).toHaveBeenCalledExactlyOnceWith(
      PERSONAL_LOAN.routingUrl,
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/congratulations'));
    expect(window.history.state).toMatchObject({
      product: { productName: 'Personal Loan', applicationType: 'Loan' },
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
    resetWizard({ ...loanOffersWizard(), applicationId: undefined });
    stubOffers([]);
    renderWithApp(<LoanOffersStep />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Application ID is not available. Please start from the beginning.',
    );
  });
});
