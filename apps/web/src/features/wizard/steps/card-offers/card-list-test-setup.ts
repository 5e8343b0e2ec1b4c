import type { CardPage, CardRecommendation } from '@mizan/contracts';
import { screen } from '@testing-library/react';
import { APP_ID, cardPage, CUSTOMER_ID, PERSONAL } from '../../../../testing/fixtures.ts';
import { json, stubApi, type ApiCall, type Route } from '../../../../testing/api.ts';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { resetWizard } from '../../wizard-store.ts';

// What the card list's component tests share: the wizard at step 4 and the list's API.

/** The wizard at step 4 of a UAE card journey, features 11, 22 and 12 in priority order. */
export const cardsWizard = () =>
  wizardState({
    step: 4,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType: 'Card',
    applicationId: APP_ID,
    features: [11, 22, 12],
  });

/** Fake timers, the country chosen, the wizard at the card list. */
export const setupCardListTests = () => setupTimedTests(() => resetWizard(cardsWizard()));

export const FILTER = `/api/recommendations/public/${APP_ID}/filter`;
export const SHOWN = `/api/product-recommendations/public/${APP_ID}`;
export const COMPARE = '/api/products/public/compare';

/** A page of cards; three match in all unless `total` says otherwise. */
export const page = (number: number, content: CardRecommendation[], last: boolean, total = 3) =>
  cardPage(number, content, { last, total });

/**
 * The filter call answering from `pages` by page number, or from `answer` for any query (a
 * filtered list, a spend); the cards shown are recorded.
 */
export function stubCards(
  pages: CardPage[] | ((call: ApiCall) => CardPage),
  routes: Record<string, Route> = {},
) {
  return stubApi({
    [`GET ${FILTER}`]: (call: ApiCall) =>
      json(typeof pages === 'function' ? pages(call) : pages[Number(call.query.get('page'))]),
    [`POST ${SHOWN}`]: [],
    ...routes,
  });
}

/** A call's query as an object: { page: '0', size: '10', ... }. */
export const queryOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);

/**
 * Matches an accessible name. jsdom puts a space at every element boundary where a browser joins
 * inline text as it is ("Choose this card" + ", <card>"), so a space before a comma is dropped.
 */
export const named = (text: string) => (name: string) => name.replace(/\s+([,،])/gu, '$1') === text;

/** A card's tile, found by its name. */
export const tile = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
