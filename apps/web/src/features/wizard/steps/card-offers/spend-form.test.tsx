import { SPEND_CATEGORIES } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLATINUM_CARD, TRAVEL_CARD, valueEstimate } from '../../../../testing/fixtures.ts';
import type { ApiCall } from '../../../../testing/api.ts';
import { renderWithApp, type RenderOptions } from '../../../../testing/render.tsx';
import {
  FILTER,
  page,
  queryOf,
  setupCardListTests,
  stubCards,
  tile,
} from './card-list-test-setup.ts';
import { CardOffersStep } from './card-offers-step.tsx';
import { parseAmount } from './spend-form-values.ts';

setupCardListTests();

/** The server: with any spend in the query, each card comes with its estimate. */
function listWithEstimates(call: ApiCall) {
  const spent = SPEND_CATEGORIES.some((category) => call.query.has(category));
  return page(
    0,
    [
      { ...PLATINUM_CARD, valueEstimate: spent ? valueEstimate() : null },
      {
        ...TRAVEL_CARD,
        valueEstimate: spent
          ? valueEstimate({
              earned: 0,
              annualFee: 1500,
              net: -1500,
              unvaluedCategories: ['dining'],
            })
          : null,
      },
    ],
    true,
    2,
  );
}

async function openSpendForm(options?: RenderOptions) {
  const api = stubCards(listWithEstimates);
  const result = renderWithApp(<CardOffersStep />, options);
  await screen.findAllByRole('heading', { level: 2 });
  await result.user.click(screen.getByRole('button', { expanded: false }));
  return { ...result, api };
}

describe('the value for your spend', () => {
  it('asks the list again only when applied, and shows each card its value', async () => {
    const { user, api } = await openSpendForm();
    expect(
      screen.getAllByRole<HTMLInputElement>('textbox').map((box) => box.labels?.[0]?.textContent),
    ).toEqual([
      'Groceries',
      'Dining',
      'Fuel',
      'Online shopping',
      'Travel and spend abroad',
      'Everything else',
    ]);
    expect(
      within(
        screen.getByRole('group', {
          name: 'Your typical monthly spend (AED). Leave a category empty if you spend nothing there.',
        }),
      ).getAllByRole('textbox'),
    ).toHaveLength(6);

    await user.type(screen.getByRole('textbox', { name: 'Groceries' }), '1,500');
    await user.type(screen.getByRole('textbox', { name: 'Dining' }), '800');
    expect(api.calls('GET', FILTER)).toHaveLength(1);
    expect(screen.queryByText(/^Estimated value/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show my value' }));
    await waitFor(() => expect(api.calls('GET', FILTER)).toHaveLength(2));
    expect(queryOf(api.calls('GET', FILTER)[1])).toEqual({
      page: '0',
      size: '10',
      preferences: '11,22,12',
      groceries: '1500',
      dining: '800',
    });
    expect(
      await within(tile('Platinum Cashback')).findByText(
        'AED 1,840 cashback − AED 315 fee = AED 1,525 a year',
      ),
    ).toBeVisible();
    expect(tile('Travel Elite')).toHaveTextContent(
      'AED 0 in miles − AED 1,500 fee = −AED 1,500 a year',
    );
    expect(tile('Travel Elite')).toHaveTextContent(
      'Miles on dining not valued: the bank publishes no cash value for them.',
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText(/^Estimated value/)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Groceries' })).toHaveValue('');
  });

  it.each([
    ['-200', 'Groceries: the amount must not be negative.'],
    ['2000000', 'Groceries: enter at most AED 1,000,000 a month.'],
    ['12abc', 'Groceries: enter an amount in numbers, such as 1500.'],
  ])('refuses %s with a message read out, and asks nothing', async (typed, message) => {
    const { user, api } = await openSpendForm();
    const groceries = screen.getByRole('textbox', { name: 'Groceries' });
    await user.type(groceries, typed);
    await user.click(screen.getByRole('button', { name: 'Show my value' }));

    await waitFor(() =>
      expect(groceries).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(groceries).toHaveAttribute('aria-invalid', 'true');
    expect(groceries).toHaveFocus();
    expect(screen.getByText(message)).toHaveAttribute('aria-live', 'polite');
    expect(api.calls('GET', FILTER)).toHaveLength(1);
  });

  it('takes amounts typed on an Arabic keyboard, and words everything in Arabic', async () => {
    const { user, api } = await openSpendForm({ language: 'ar' });
    expect(
      screen.getByRole('group', { name: /^إنفاقك الشهري المعتاد \(د\.إ\.\)/ }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'الوقود' }), '-5');
    await user.click(screen.getByRole('button', { name: 'اعرض القيمة' }));
    expect(await screen.findByText('الوقود: يجب ألا يكون المبلغ سالباً.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'الوقود' }));
    await user.type(screen.getByRole('textbox', { name: 'البقالة' }), '١٬٥٠٠');
    await user.click(screen.getByRole('button', { name: 'اعرض القيمة' }));
    await waitFor(() => expect(api.calls('GET', FILTER)).toHaveLength(2));
    expect(queryOf(api.calls('GET', FILTER)[1])).toMatchObject({ groceries: '1500' });
    expect(api.calls('GET', FILTER)[1]?.query.has('fuel')).toBe(false);
  });
});

describe('amounts as typed', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['1500', 1500],
    ['1,500.50', 1500.5],
    ['1 500', 1500],
    ['١٥٠٠', 1500],
    ['۱۵۰۰', 1500],
    ['١٬٥٠٠٫٥', 1500.5],
    ['-20', -20],
    ['1e6', Number.NaN],
    ['abc', Number.NaN],
  ])('%j gives %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});
