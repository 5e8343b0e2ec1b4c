import type { Comparison } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardRecommendation,
  PLATINUM_CARD,
  PLATINUM_VS_TRAVEL,
  RIYADH_CARD,
  TRAVEL_CARD,
  valueEstimate,
} from '../../../../testing/fixtures.ts';
import { json, problem, type Route } from '../../../../testing/api.ts';
import { renderWithApp, type RenderOptions } from '../../../../testing/render.tsx';
import { expectSnackbar } from '../../../../testing/snackbar.ts';
import {
  COMPARE,
  page,
  queryOf,
  setupCardListTests,
  stubCards,
  tile,
} from './card-list-test-setup.ts';
import { CardOffersStep } from './card-offers-step.tsx';

setupCardListTests();

const DUBAI = cardRecommendation({
  productId: 8,
  productName: 'Dubai Classic',
  organizationName: 'Creek Bank',
});
const FOUR = [PLATINUM_CARD, TRAVEL_CARD, RIYADH_CARD, DUBAI];

async function renderList(compare: Route = PLATINUM_VS_TRAVEL, options?: RenderOptions) {
  const api = stubCards([page(0, FOUR, true, 4)], { [`GET ${COMPARE}`]: compare });
  const result = renderWithApp(<CardOffersStep />, options);
  await screen.findAllByRole('heading', { level: 2 });
  return { ...result, api };
}

const compareToggle = (name: string) =>
  within(tile(name)).getByRole('button', { name: /^(Compare|قارن)/ });

const bar = () => screen.getByRole('region', { name: /^(Cards to compare|البطاقات المختارة)/ });

async function openComparison(user: Awaited<ReturnType<typeof renderList>>['user']) {
  await user.click(compareToggle('Platinum Cashback'));
  await user.click(compareToggle('Travel Elite'));
  await user.click(within(bar()).getByRole('button', { name: 'Compare (2)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compare cards' });
  await within(dialog).findByRole('table');
  return dialog;
}

/** The table as text: each row's header, then each card's cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

describe('comparing cards', () => {
  it('picks up to three with a pressed toggle, and refuses a fourth with a message', async () => {
    const { user } = await renderList();
    expect(screen.queryByRole('region', { name: 'Cards to compare' })).not.toBeInTheDocument();

    await user.click(compareToggle('Platinum Cashback'));
    expect(compareToggle('Platinum Cashback')).toHaveAttribute('aria-pressed', 'true');
    expect(bar()).toHaveTextContent('Pick one more card to compare (up to 3).');
    expect(within(bar()).queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();

    await user.click(compareToggle('Travel Elite'));
    await user.click(compareToggle('Riyadh Rewards'));
    expect(within(bar()).getByRole('button', { name: 'Compare (3)' })).toBeVisible();

    await user.click(compareToggle('Dubai Classic'));
    await expectSnackbar(
      'Compare',
      'You can compare up to 3 cards. Remove one to add another.',
      'warning',
    );
    expect(compareToggle('Dubai Classic')).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(bar())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Platinum CashbackRemove Platinum Cashback from the comparison',
      'Travel EliteRemove Travel Elite from the comparison',
      'Riyadh RewardsRemove Riyadh Rewards from the comparison',
    ]);

    await user.click(
      within(bar()).getByRole('button', { name: 'Remove Travel Elite from the comparison' }),
    );
    expect(compareToggle('Travel Elite')).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar()).getByRole('button', { name: 'Compare (2)' })).toBeVisible();
    await user.click(within(bar()).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Cards to compare' })).not.toBeInTheDocument();
  });

  it('shows every fact as a table row, differences and the best of each row marked', async () => {
    const { user, api } = await renderList();
    const dialog = await openComparison(user);
    expect(queryOf(api.calls('GET', COMPARE)[0])).toEqual({ ids: '5,6' });

    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Fact',
      'Platinum CashbackGulf BankApply, Platinum Cashback from Gulf Bank',
      'Travel EliteDesert BankApply, Travel Elite from Desert Bank',
    ]);
    const rows = rowsOf(table);
    expect(rows.map(([header]) => header)).toEqual([
      'Annual fee, first yearDiffers',
      'Annual fee, later yearsDiffers',
      'Fee waiverDiffers',
      'Monthly rateDiffers',
      'APRDiffers',
      'Foreign-currency feeDiffers',
      'Earn rate: groceriesDiffers',
      'Earn rate: diningDiffers',
      'Earn rate: fuelDiffers',
      'Earn rate: online shoppingDiffers',
      'Earn rate: travel and spend abroadDiffers',
      'Earn rate: everything elseDiffers',
      'Most earned in a monthDiffers',
      'Monthly spend needed to earn',
      'Welcome offerDiffers',
      'Airport lounge accessDiffers',
      'Minimum monthly salaryDiffers',
      'Salary transferDiffers',
      'Islamic (Sharia-compliant)',
    ]);
    for (const row of within(table).getAllByRole('rowheader')) {
      expect(row).toHaveAttribute('scope', 'row');
    }

    // "Best" is seen, and heard as what it means.
    const laterYears = within(table).getByRole('rowheader', {
      name: /^Annual fee, later years/,
    }).parentElement!;
    const [platinum, travel] = within(laterYears).getAllByRole('cell');
    expect(platinum).toHaveTextContent(/^BestBest of the compared cards:AED 300Source/);
    expect(within(platinum!).getByText('Best')).toBeVisible();
    expect(travel).toHaveTextContent(/^AED 1,500Source/);
    expect(travel).not.toHaveTextContent('Best');

    expect(rows.find(([header]) => header?.startsWith('APR'))).toEqual([
      'APRDiffers',
      '46.5%Source gulfbank.example (opens in a new tab) · checked Nov 24, 2026',
      'Not publishedSource desertbank.example (opens in a new tab) · checked Nov 24, 2026',
    ]);
    expect(rows.find(([header]) => header?.startsWith('Earn rate: groceries'))?.slice(1)).toEqual([
      '5% (up to AED 150 a month)Source gulfbank.example (opens in a new tab) · checked Nov 24, 2026',
      'Earns miles (no published cash value)Source desertbank.example (opens in a new tab) · checked Nov 24, 2026',
    ]);
    const source = within(laterYears).getAllByRole('link', { name: /^Source/ })[1];
    expect(source).toHaveAttribute('href', 'https://desertbank.example/en/cards/travel-elite');
    expect(source).toHaveAttribute('target', '_blank');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Only rows that differ' }));
    expect(rowsOf(table).map(([header]) => header)).not.toContain('Islamic (Sharia-compliant)');
    expect(rowsOf(table)).toHaveLength(17);
  });

  it("applies from a card's column through the same confirm dialog", async () => {
    const { user } = await renderList();
    const dialog = await openComparison(user);
    await user.click(
      within(dialog).getByRole('button', { name: /^Apply\s?, Travel Elite from Desert Bank$/ }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Confirm details and apply' });
    expect(confirm).toHaveTextContent('Travel Elite');
    expect(within(confirm).getByRole('button', { name: 'Apply now' })).toBeEnabled();

    await user.click(within(confirm).getByRole('button', { name: 'Choose another option' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm details and apply' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Compare cards' })).toBeVisible();
  });

  it('leads with each card’s value when the visitor gave a spend', async () => {
    const withValue: Comparison = {
      ...PLATINUM_VS_TRAVEL,
      rows: [{ key: 'value', differs: true, best: [5] }, ...PLATINUM_VS_TRAVEL.rows],
      valueEstimates: [
        valueEstimate(),
        valueEstimate({ earned: 0, annualFee: 1500, net: -1500, unvaluedCategories: ['fuel'] }),
      ],
    };
    const { user, api } = await renderList(withValue);
    await user.click(
      screen.getByRole('button', { name: "Estimate each card's value for your spend" }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Fuel' }), '600');
    await user.click(screen.getByRole('button', { name: 'Show my value' }));
    await waitFor(() => expect(queryOf(api.log.at(-1))).toMatchObject({ fuel: '600' }));

    const dialog = await openComparison(user);
    expect(queryOf(api.calls('GET', COMPARE)[0])).toEqual({ ids: '5,6', fuel: '600' });
    const [first] = rowsOf(within(dialog).getByRole('table'));
    expect(first).toEqual([
      'Estimated value for your spendDiffers',
      'BestBest of the compared cards:AED 1,525 a yearAED 1,840 cashback − AED 315 fee = AED 1,525 a year',
      '−AED 1,500 a yearAED 0 in miles − AED 1,500 fee = −AED 1,500 a year',
    ]);
  });

  it('says when the comparison cannot be fetched, and tries again', async () => {
    let fail = true;
    const { user } = await renderList(() =>
      fail ? problem(500, 'Internal Server Error', 'Something broke') : json(PLATINUM_VS_TRAVEL),
    );
    await user.click(compareToggle('Platinum Cashback'));
    await user.click(compareToggle('Travel Elite'));
    await user.click(within(bar()).getByRole('button', { name: 'Compare (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare cards' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server error: 500');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it('is in Arabic on an Arabic page', async () => {
    const { user } = await renderList(PLATINUM_VS_TRAVEL, { language: 'ar' });
    await user.click(compareToggle('Platinum Cashback'));
    await user.click(compareToggle('Travel Elite'));
    await user.click(within(bar()).getByRole('button', { name: 'قارن (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'مقارنة البطاقات' });
    const table = await within(dialog).findByRole('table');
    const rows = rowsOf(table);
    expect(rows[0]?.[0]).toBe('الرسوم السنوية للسنة الأولىمختلفة');
    expect(rows[0]?.[1]).toMatch(/^الأفضلالأفضل بين البطاقات المقارنة:مجاناًالمصدر/);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('المعلومة');
  });
});
