import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  APP_ID,
  cardRecommendation,
  CUSTOMER_ID,
  FEATURE_GROUPS,
  PERSONAL,
} from '../../../../testing/fixtures.ts';
import { expectSnackbar, snackbarTexts } from '../../../../testing/snackbar.ts';
import { json, pending, problem, stubApi, type Route } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { CardFeaturesStep } from './card-features-step.tsx';

const atStage = (featureStage: 0 | 1, features: number[] = []) =>
  wizardState({
    step: 3,
    featureStage,
    features,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType: 'Card',
    applicationId: APP_ID,
  });

setupTimedTests(() => resetWizard(atStage(0)));

const FEATURES = 'GET /api/productFeatures/public';
const FILTER = `/api/recommendations/public/${APP_ID}/filter`;

const card = (productId: number, productName: string) =>
  cardRecommendation({ productId, productName, features: [] });

const FIRST_PAGE = {
  content: [card(5, 'Platinum Cashback'), card(6, 'Travel Elite')],
  empty: false,
  number: 0,
  size: 10,
  totalElements: 2,
  totalPages: 1,
  last: true,
};

function stubStage1(routes: Record<string, Route> = {}) {
  return stubApi({
    [FEATURES]: FEATURE_GROUPS,
    'POST /api/recommendations/public/count': 0,
    'POST /api/recommendations/public': (call) =>
      json({ ...(call.body as { applicationId: string }), count: 2 }),
    [`GET ${FILTER}`]: FIRST_PAGE,
    [`POST /api/selected-features/public/${APP_ID}`]: [],
    [`POST /api/product-recommendations/public/${APP_ID}`]: [],
    ...routes,
  });
}

describe('step 3, card features', () => {
  it('shows a loader while the features load', () => {
    stubApi({ [FEATURES]: pending(), 'POST /api/recommendations/public/count': 0 });
    renderWithApp(<CardFeaturesStep />);
    expect(screen.getByText('Loading features...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows the active Card features only, without inactive sub-features', async () => {
    stubApi({ [FEATURES]: FEATURE_GROUPS, 'POST /api/recommendations/public/count': 0 });
    const { user } = renderWithApp(<CardFeaturesStep />);
    const headers = await screen.findAllByRole('heading', { level: 2 });
    expect(headers.map((header) => header.textContent)).toEqual(['Cashback', 'Travel']);

    const cashback = screen.getByRole('region', { name: 'Cashback' });
    expect(
      within(cashback)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Groceries cashback', 'Fuel cashback', 'Dining cashback']);
    expect(screen.queryByText('Cinema cashback')).not.toBeInTheDocument();

    await user.click(within(headers[1]!).getByRole('button'));
    expect(
      within(screen.getByRole('region', { name: 'Travel' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Airport lounge access', 'Air miles', 'Travel insurance']);
    for (const hidden of ['Retired perks', 'Golf days', 'Loan perks', 'Early settlement']) {
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    }
  });

  it("says 'Failed to load features.' when the features cannot be fetched", async () => {
    let calls = 0;
    const api = stubApi({
      [FEATURES]: () => (++calls === 1 ? problem(500, 'x', 'y') : json(FEATURE_GROUPS)),
      'POST /api/recommendations/public/count': 0,
    });
    const { user } = renderWithApp(<CardFeaturesStep />);
    await expectSnackbar('Card features', 'Failed to load features.', 'error');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load features.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Cashback' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/productFeatures/public')).toHaveLength(2);
  });

  describe('stage 1', () => {
    it('saves the order, fetches the cards, records the choices and moves to step 4', async () => {
      resetWizard(atStage(1, [11, 22, 12]));
      const api = stubStage1();
      const { user } = renderWithApp(<CardFeaturesStep />);
      expect(screen.getByRole('heading', { name: 'Prioritize Your Selection' })).toBeVisible();
      await screen.findByText('Air miles');
      await user.click(screen.getByRole('button', { name: 'Move Air miles up' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));

      await waitFor(() => expect(getWizardState().step).toBe(4));
      expect(getWizardState().features).toEqual([22, 11, 12]);
      expect(api.calls('POST', '/api/recommendations/public').map((c) => c.body)).toEqual([
        {
          applicationId: APP_ID,
          preferences: [
            { featureId: 22, priority: 1 },
            { featureId: 11, priority: 2 },
            { featureId: 12, priority: 3 },
          ],
        },
      ]);
      const [filter] = api.calls('GET', FILTER);
      expect(Object.fromEntries(filter!.query)).toEqual({
        page: '0',
        size: '10',
        preferences: '22,11,12',
      });
      await waitFor(() =>
        expect(api.calls('POST', `/api/product-recommendations/public/${APP_ID}`)).toHaveLength(1),
      );
      expect(api.calls('POST', `/api/selected-features/public/${APP_ID}`)[0]?.body).toEqual([
        { applicationId: APP_ID, featureId: 22 },
        { applicationId: APP_ID, featureId: 11 },
        { applicationId: APP_ID, featureId: 12 },
      ]);
      expect(api.calls('POST', `/api/product-recommendations/public/${APP_ID}`)[0]?.body).toEqual([
        { applicationId: APP_ID, productId: 5 },
        { applicationId: APP_ID, productId: 6 },
      ]);
    });

    it.each([
      ['the server fails', () => problem(503, 'Unavailable', 'Try later'), 'Server error: 503'],
      ['the server cannot be reached', () => Response.error(), 'No response from server'],
    ])(
      'stays and says so when %s',
      async (_case, answer: () => Promise<Response> | Response, message) => {
        resetWizard(atStage(1, [11, 22, 12]));
        stubStage1({ 'POST /api/recommendations/public': answer });
        const { user } = renderWithApp(<CardFeaturesStep />);
        await screen.findByText('Air miles');
        await user.click(screen.getByRole('button', { name: 'Next' }));
        await expectSnackbar('Recommendations', message, 'error');
        expect(getWizardState()).toMatchObject({ step: 3, featureStage: 1 });
      },
    );

    it('goes back to choosing features', async () => {
      resetWizard(atStage(1, [11, 22, 12]));
      stubStage1();
      const { user } = renderWithApp(<CardFeaturesStep />);
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(getWizardState()).toMatchObject({ step: 3, featureStage: 0, features: [11, 22, 12] });
      expect(snackbarTexts()).toEqual([]);
    });
  });

  it('asks to start again when there is no application id', () => {
    resetWizard({ ...atStage(0), applicationId: undefined });
    stubApi({ [FEATURES]: FEATURE_GROUPS });
    renderWithApp(<CardFeaturesStep />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Application ID is not available. Please start from the beginning.',
    );
  });
});
