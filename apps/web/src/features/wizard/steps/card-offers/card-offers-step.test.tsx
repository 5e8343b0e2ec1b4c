import type { CardPage, CardRecommendation } from '@mizan/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ID,
  CUSTOMER_ID,
  PERSONAL,
  submission,
  submittedApplication,
} from '../../../../testing/fixtures.ts';
import { expectSnackbar, snackbarTexts } from '../../../../testing/snackbar.ts';
import { json, stubApi, type ApiCall, type Route } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { CardOffersStep } from './card-offers-step.tsx';

const cardsWizard = () =>
  wizardState({
    step: 4,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType: 'Card',
    applicationId: APP_ID,
    features: [11, 22, 12],
  });

setupTimedTests(() => resetWizard(cardsWizard()));

/**
 * Matches an accessible name. jsdom puts a space at every element boundary where a browser joins
 * inline text as it is ("Choose this card" + ", <card>"), so a space before a comma is dropped.
 */
const named = (text: string) => (name: string) => name.replace(/\s+([,،])/gu, '$1') === text;

const card = (overrides: Partial<CardRecommendation>): CardRecommendation => ({
  productId: 1,
  productName: 'Card',
  organizationName: 'Bank',
  score: 50,
  incentive: 0,
  currency: 'AED',
  instantIssuance: false,
  isIslamic: false,
  annualFee: 0,
  minMonthlySalary: 5000,
  features: [],
  description: '',
  routingUrl: 'https://bank.example',
  ...overrides,
});

const PLATINUM = card({
  productId: 5,
  productName: 'Platinum Cashback',
  organizationName: 'Gulf Bank',
  score: 92,
  incentive: 150,
  instantIssuance: true,
  features: [
    { featureId: 11, featureName: 'Groceries cashback' },
    { featureId: 12, featureName: 'Fuel cashback' },
  ],
  description: 'No annual fee in the first year\\nFree airport lounge access',
});
const TRAVEL = card({
  productId: 6,
  productName: 'Travel Elite',
  organizationName: 'Desert Bank',
  score: 81,
  features: [{ featureId: 22, featureName: 'Air miles' }],
});
const RIYADH = card({
  productId: 7,
  productName: 'Riyadh Rewards',
  organizationName: 'Riyadh Bank',
  score: 64,
  incentive: 300,
  currency: 'SAR',
});

const page = (number: number, content: CardRecommendation[], last: boolean): CardPage => ({
  content,
  empty: content.length === 0,
  number,
  size: 10,
  totalElements: 3,
  totalPages: 2,
  last,
});

const FILTER = `/api/recommendations/public/${APP_ID}/filter`;
const SHOWN = `/api/product-recommendations/public/${APP_ID}`;

/** The filter call answering page 0, then page 1, from `pages`. */
function stubCards(pages: CardPage[], routes: Record<string, Route> = {}) {
  return stubApi({
    [`GET ${FILTER}`]: ({ query }: ApiCall) => json(pages[Number(query.get('page'))]),
    [`POST ${SHOWN}`]: [],
    ...routes,
  });
}

const tile = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('step 4, the recommended cards', () => {
  it('shows each card with its bank, match, cashback, instant issuance and features', async () => {
    const api = stubCards([page(0, [PLATINUM, TRAVEL], true)]);
    renderWithApp(<CardOffersStep />);
    expect(
      screen.getByRole('heading', { name: 'Select your card & enjoy the benefits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Filter' })).toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Platinum Cashback' });
    const platinum = tile('Platinum Cashback');
    expect(platinum).toHaveTextContent('Gulf Bank');
    expect(within(platinum).getByText('92% match')).toBeInTheDocument();
    expect(within(platinum).getByText('Up to AED 150 cashback a month')).toBeInTheDocument();
    expect(within(platinum).getByText('Instant issuance')).toBeInTheDocument();
    expect(platinum).toHaveTextContent('Groceries cashback · Fuel cashback');

    const travel = tile('Travel Elite');
    expect(travel).toHaveTextContent('Desert Bank');
    expect(within(travel).getByText('81% match')).toBeInTheDocument();
    expect(within(travel).queryByText(/cashback a month/)).not.toBeInTheDocument();
    expect(within(travel).queryByText('Instant issuance')).not.toBeInTheDocument();

    expect(Object.fromEntries(api.calls('GET', FILTER)[0]!.query)).toEqual({
      page: '0',
      size: '10',
      preferences: '11,22,12',
    });
  });

  it("writes the cashback in the card's currency", async () => {
    stubCards([page(0, [RIYADH], true)]);
    renderWithApp(<CardOffersStep />);
    await screen.findByRole('heading', { name: 'Riyadh Rewards' });
    expect(
      within(tile('Riyadh Rewards')).getByText('Up to SAR 300 cashback a month'),
    ).toBeVisible();
  });

  it("fetches page 1 on 'View More Cards', adds its cards, then says there are no more", async () => {
    const api = stubCards([page(0, [PLATINUM, TRAVEL], false), page(1, [RIYADH], true)]);
    const { user } = renderWithApp(<CardOffersStep />);
    await screen.findByRole('heading', { name: 'Platinum Cashback' });
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));

    expect(await screen.findByRole('heading', { name: 'Riyadh Rewards' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Platinum Cashback', 'Travel Elite', 'Riyadh Rewards']);
    expect(api.calls('GET', FILTER).map((call) => call.query.get('page'))).toEqual(['0', '1']);
    await waitFor(() =>
      expect(api.calls('POST', SHOWN).map((call) => call.body)).toEqual([
        [{ applicationId: APP_ID, productId: 7 }],
      ]),
    );
    expect(snackbarTexts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'View More Cards' }));
    await expectSnackbar('Recommended Cards', 'No more cards to display.', 'error');
    expect(api.calls('GET', FILTER)).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('says there are no more cards when the next page is empty', async () => {
    const api = stubCards([page(0, [PLATINUM, TRAVEL], false), page(1, [], true)]);
    const { user } = renderWithApp(<CardOffersStep />);
    await screen.findByRole('heading', { name: 'Platinum Cashback' });
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));

    await expectSnackbar('Recommended Cards', 'No more cards to display.', 'error');
    expect(api.calls('GET', FILTER)).toHaveLength(2);
    expect(api.calls('POST', SHOWN)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it("opens 'Confirm details and apply' for a card, and 'Choose another option' closes it", async () => {
    stubCards([page(0, [PLATINUM, TRAVEL], true)]);
    const { user } = renderWithApp(<CardOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('Choose this card, Platinum Cashback from Gulf Bank'),
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Confirm details and apply' });
    expect(dialog).toHaveTextContent('Platinum Cashback');
    expect(dialog).toHaveTextContent('Gulf Bank');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No annual fee in the first year', 'Free airport lounge access']);
    expect(within(dialog).getByRole('button', { name: 'Apply now' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Choose another option' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getWizardState().step).toBe(4);
  });

  it('closes the dialog with its close icon', async () => {
    stubCards([page(0, [PLATINUM, TRAVEL], true)]);
    const { user } = renderWithApp(<CardOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('Choose this card, Travel Elite from Desert Bank'),
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Confirm details and apply' })).toHaveTextContent(
      'Travel Elite',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits, shows the redirect overlay, then opens the partner site and congratulates', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const routingUrl = 'https://bank.example/apply/platinum';
    const api = stubCards([page(0, [PLATINUM, TRAVEL], true)], {
      'PUT /api/applications/public': () =>
        json(
          submittedApplication('Card', {
            productId: 5,
            productName: 'Platinum Cashback',
            organizationName: 'Gulf Bank',
            routingUrl,
          }),
        ),
      'POST /api/email/public': {},
    });
    const { user, router } = renderWithApp(<CardOffersStep />);
    await user.click(
      await screen.findByRole('button', {
        name: named('Choose this card, Platinum Cashback from Gulf Bank'),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    const overlay = await screen.findByRole('alertdialog', {
      name: 'Please wait while you are being redirected to a partner website for Credit Card where you can apply.',
    });
    expect(overlay).toHaveAccessibleDescription('Please do not close or leave this page.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('PUT', '/api/applications/public').map((call) => call.body)).toEqual([
      submission('Card', 5),
    ]);
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(open).toHaveBeenCalledExactlyOnceWith(routingUrl, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/congratulations'));
    expect(router.state.location.state).toMatchObject({
      product: {
        productId: 5,
        productName: 'Platinum Cashback',
        organizationName: 'Gulf Bank',
        applicationType: 'Card',
        routingUrl,
      },
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const emails = api.calls('POST', '/api/email/public');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body).toMatchObject({
      to: PERSONAL.email,
      containImages: true,
      subject: 'Your Credit Card Application Received',
    });
    expect(snackbarTexts()).toEqual([]);
  });

  it("goes back to choosing features with 'Reset Filter'", async () => {
    stubCards([page(0, [PLATINUM], true)]);
    const { user } = renderWithApp(<CardOffersStep />);
    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));
    expect(getWizardState()).toMatchObject({ step: 3, featureStage: 0, features: [11, 22, 12] });
  });

  it('asks to start again when there is no application id', () => {
    resetWizard({ ...cardsWizard(), applicationId: undefined });
    stubCards([]);
    renderWithApp(<CardOffersStep />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Application ID is not available. Please start from the beginning.',
    );
  });
});
