import type { CardRecommendation } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ID, PLATINUM_CARD, RIYADH_CARD, TRAVEL_CARD } from '../../../../testing/fixtures.ts';
import type { ApiCall } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import {
  FILTER,
  page,
  queryOf,
  setupCardListTests,
  SHOWN,
  stubCards,
} from './card-list-test-setup.ts';
import { CardOffersStep } from './card-offers-step.tsx';

setupCardListTests();

const ALL = [PLATINUM_CARD, TRAVEL_CARD, RIYADH_CARD];

/** The server's answer: the cards that pass the query's filters, ten a page. */
function filteredList(call: ApiCall) {
  const query = call.query;
  const cards = ALL.filter(
    (card) =>
      (query.get('islamicOnly') !== 'true' || card.isIslamic) &&
      (query.get('instantIssuance') !== 'true' || card.instantIssuance) &&
      (query.get('noAnnualFee') !== 'true' || card.annualFee === 0),
  );
  const number = Number(query.get('page'));
  // Two pages without a filter (Riyadh Rewards on the second), one with.
  const unfiltered = cards.length === ALL.length;
  const content: CardRecommendation[] = unfiltered
    ? number === 0
      ? cards.slice(0, 2)
      : cards.slice(2)
    : cards;
  return page(number, content, !unfiltered || number === 1, cards.length);
}

/** The cards listed, by name (each tile's heading). */
const names = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const status = () => screen.getByRole('status');

describe('the card list filters', () => {
  it('narrow the list from page 0 and the count follows the server', async () => {
    const api = stubCards(filteredList);
    const { user } = renderWithApp(<CardOffersStep />);
    await waitFor(() => expect(status()).toHaveTextContent('3 cards match'));
    const filters = screen.getByRole('group', { name: 'Show only:' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Islamic only', 'false'],
      ['No annual fee', 'false'],
      ['No salary transfer', 'false'],
      ['Instant issuance', 'false'],
    ]);

    // Page 1 of the full list first: a filter then starts again at page 0.
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));
    await waitFor(() =>
      expect(names()).toEqual(['Platinum Cashback', 'Travel Elite', 'Riyadh Rewards']),
    );

    await user.click(within(filters).getByRole('button', { name: 'Islamic only' }));
    expect(within(filters).getByRole('button', { name: 'Islamic only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(names()).toEqual(['Riyadh Rewards']));
    expect(status()).toHaveTextContent('1 card matches');
    expect(queryOf(api.calls('GET', FILTER).at(-1))).toEqual({
      page: '0',
      size: '10',
      preferences: '11,22,12',
      islamicOnly: 'true',
    });

    await user.click(within(filters).getByRole('button', { name: 'Instant issuance' }));
    await waitFor(() => expect(status()).toHaveTextContent('0 cards match'));
    expect(queryOf(api.calls('GET', FILTER).at(-1))).toMatchObject({
      page: '0',
      islamicOnly: 'true',
      instantIssuance: 'true',
    });
    expect(screen.getByText('No card matches these filters.')).toBeInTheDocument();

    const calls = api.calls('GET', FILTER).length;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The full list is still in the cache, both pages of it.
    await waitFor(() =>
      expect(names()).toEqual(['Platinum Cashback', 'Travel Elite', 'Riyadh Rewards']),
    );
    expect(status()).toHaveTextContent('3 cards match');
    expect(api.calls('GET', FILTER)).toHaveLength(calls);
    for (const button of within(filters).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('records the cards a filtered list shows', async () => {
    const api = stubCards(filteredList);
    const { user } = renderWithApp(<CardOffersStep />);
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Islamic only' }));
    await waitFor(() =>
      expect(api.calls('POST', SHOWN).map((call) => call.body)).toEqual([
        [{ applicationId: APP_ID, productId: 7 }],
      ]),
    );
  });

  it("orders by best value on request, and asks for the visitor's spend", async () => {
    const api = stubCards(filteredList);
    const { user } = renderWithApp(<CardOffersStep />);
    await waitFor(() => expect(names()).toHaveLength(2));
    const order = screen.getByRole('group', { name: 'Order by' });
    expect(within(order).getByRole('radio', { name: 'Best match' })).toBeChecked();

    await user.click(within(order).getByRole('radio', { name: 'Best value' }));
    await waitFor(() =>
      expect(queryOf(api.calls('GET', FILTER).at(-1))).toEqual({
        page: '0',
        size: '10',
        preferences: '11,22,12',
        order: 'value',
      }),
    );
    expect(
      screen.getByRole('button', { name: "Estimate each card's value for your spend" }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Groceries' })).toBeVisible();
  });

  it('are in Arabic on an Arabic page', async () => {
    stubCards(filteredList);
    renderWithApp(<CardOffersStep />, { language: 'ar' });
    await waitFor(() => expect(status()).toHaveTextContent('3 بطاقات مطابقة'));
    const filters = screen.getByRole('group', { name: 'اعرض فقط:' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['الإسلامية فقط', 'بلا رسوم سنوية', 'بلا تحويل راتب', 'إصدار فوري']);
    expect(screen.getByRole('radio', { name: 'الأعلى قيمة' })).not.toBeChecked();
  });
});
