import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ID,
  PLATINUM_CARD,
  RIYADH_CARD,
  submission,
  submittedApplication,
  TRAVEL_CARD,
} from '../../../../testing/fixtures.ts';
import { expectSnackbar, snackbarTexts } from '../../../../testing/snackbar.ts';
import { json } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import {
  cardsWizard,
  FILTER,
  named,
  page,
  setupCardListTests,
  SHOWN,
  stubCards,
  tile,
} from './card-list-test-setup.ts';
import { CardOffersStep } from './card-offers-step.tsx';

setupCardListTests();

const PLATINUM = PLATINUM_CARD;
const TRAVEL = TRAVEL_CARD;
const RIYADH = RIYADH_CARD;

describe('step 4, the recommended cards', () => {
  it('shows each card with its bank, match, cashback, instant issuance and why it matches', async () => {
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
    // The cashback text is the published monthly cap, not the catalogue's ranking figure.
    expect(within(platinum).getByText('Up to AED 400 cashback a month')).toBeInTheDocument();
    expect(within(platinum).getByText('Instant issuance')).toBeInTheDocument();
    expect(platinum).toHaveTextContent(
      'Why this card: Meets your #1 Groceries cashback and #3 Fuel cashback; misses #2 Air miles',
    );

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

  it('says no cashback figure when the bank publishes no cap or no cashback terms', async () => {
    const earn = RIYADH.facts.earnRates;
    for (const value of [{ ...earn.value!, monthlyCap: null }, null]) {
      const card = { ...RIYADH, facts: { ...RIYADH.facts, earnRates: { ...earn, value } } };
      stubCards([page(0, [card], true)]);
      const { unmount } = renderWithApp(<CardOffersStep />);
      await screen.findByRole('heading', { name: 'Riyadh Rewards' });
      expect(within(tile('Riyadh Rewards')).queryByText(/cashback a month/)).toBeNull();
      unmount();
    }
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
    });
    const { user } = renderWithApp(<CardOffersStep />);
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
    expect(window.location.pathname).toBe('/');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(open).toHaveBeenCalledExactlyOnceWith(routingUrl, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(window.location.pathname).toBe('/congratulations'));
    expect(window.history.state).toMatchObject({
      product: {
        productId: 5,
        productName: 'Platinum Cashback',
        organizationName: 'Gulf Bank',
        applicationType: 'Card',
        routingUrl,
      },
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(snackbarTexts()).toEqual([]);
  });

  it('opens the confirm dialog from a click anywhere on a card, but not from its own controls', async () => {
    stubCards([page(0, [PLATINUM, TRAVEL], true)]);
    const { user } = renderWithApp(<CardOffersStep />);
    await screen.findByRole('heading', { name: 'Platinum Cashback' });
    const travel = tile('Travel Elite');

    const compare = within(travel).getByRole('button', { name: /^Compare/ });
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(travel).getByText('Annual fee'));
    expect(screen.getByRole('dialog', { name: 'Confirm details and apply' })).toHaveTextContent(
      'Travel Elite',
    );
    await user.click(screen.getByRole('button', { name: 'Choose another option' }));
    await user.click(within(travel).getByText('Desert Bank'));
    expect(screen.getByRole('dialog', { name: 'Confirm details and apply' })).toBeInTheDocument();
  });

  it('says how many cards match, and links to how the cards are ranked', async () => {
    stubCards([page(0, [PLATINUM, TRAVEL], false, 12)]);
    renderWithApp(<CardOffersStep />);
    expect(await screen.findByRole('status')).toHaveTextContent('12 cards match');
    expect(screen.getByRole('link', { name: 'How we rank cards' })).toHaveAttribute(
      'href',
      '/how-we-rank',
    );
  });

  it('says so in Arabic, with the Arabic page of how the cards are ranked', async () => {
    stubCards([page(0, [PLATINUM], true, 1)]);
    renderWithApp(<CardOffersStep />, { language: 'ar' });
    expect(await screen.findByRole('status')).toHaveTextContent('بطاقة واحدة مطابقة');
    expect(screen.getByRole('link', { name: 'كيف نرتّب البطاقات' })).toHaveAttribute(
      'href',
      '/ar/how-we-rank',
    );
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
