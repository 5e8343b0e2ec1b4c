import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardFeatureGroups } from '../../api/get-product-features.ts';
import { APP_ID, CUSTOMER_ID, FEATURE_GROUPS, PERSONAL } from '../../../../testing/fixtures.ts';
import { expectSnackbar, snackbarTexts } from '../../../../testing/snackbar.ts';
import { json, problem, stubApi, type ApiCall, type Route } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { FeaturePicker } from './feature-picker.tsx';

setupTimedTests(() =>
  resetWizard(
    wizardState({
      step: 3,
      featureStage: 0,
      personal: PERSONAL,
      customerId: CUSTOMER_ID,
      country: 'ae',
      productType: 'Card',
      applicationId: APP_ID,
    }),
  ),
);

const COUNT = '/api/recommendations/public/count';

function renderPicker(count: Route = 0) {
  const api = stubApi({ [`POST ${COUNT}`]: count });
  const rendered = renderWithApp(
    <FeaturePicker groups={cardFeatureGroups(FEATURE_GROUPS)} failed={false} onRetry={() => {}} />,
  );
  return { ...rendered, api };
}

/** A sub-feature's toggle (only those of the open group are reachable). */
const feature = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** A group's accordion header. */
const groupHeader = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).getByRole(
    'button',
  );

async function choose(user: UserEvent, ...names: string[]) {
  for (const name of names) await user.click(feature(name));
}

const next = () => screen.getByRole('button', { name: 'Next' });
/** The feature ids a count call asked about. */
const selectionOf = (body: unknown) =>
  (body as { preferences: { featureId: number }[] }).preferences.map((p) => p.featureId);
/** The selections of the count calls that had one (the first call asks about none). */
const countedSelections = (calls: ApiCall[]) =>
  calls.map((call) => selectionOf(call.body)).filter((selection) => selection.length > 0);

describe('step 3 stage 0, choosing features', () => {
  it('opens the first group and shows the exclusivity note', () => {
    renderPicker();
    expect(
      screen.getByRole('heading', { name: 'Which 5 card features are you interested in?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Cashback and reward points features are mutually exclusive/),
    ).toBeInTheDocument();
    expect(groupHeader('Cashback')).toHaveAttribute('aria-expanded', 'true');
    expect(groupHeader('Travel')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Air miles/ })).not.toBeInTheDocument();
  });

  it('numbers the chosen features by priority, and renumbers when one is removed', async () => {
    const { user } = renderPicker();
    await user.click(groupHeader('Travel'));
    expect(groupHeader('Cashback')).toHaveAttribute('aria-expanded', 'false');
    await choose(user, 'Air miles');
    await user.click(groupHeader('Cashback'));
    await choose(user, 'Fuel cashback', 'Groceries cashback');

    expect(feature('Fuel cashback')).toHaveAttribute('aria-pressed', 'true');
    expect(feature('Fuel cashback')).toHaveAccessibleName(/, priority 2$/);
    expect(feature('Groceries cashback')).toHaveAccessibleName(/, priority 3$/);
    expect(feature('Dining cashback')).toHaveAttribute('aria-pressed', 'false');
    // The group headers carry the chips, numbered across groups.
    expect(groupHeader('Cashback')).toHaveTextContent('Cashback2Fuel cashback3Groceries cashback');
    expect(groupHeader('Travel')).toHaveTextContent('Travel1Air miles');
    expect(screen.getByText('3 of 5 selected')).toBeInTheDocument();
    expect(getWizardState().features).toEqual([22, 12, 11]);

    await user.click(groupHeader('Travel'));
    await user.click(feature('Air miles'));
    expect(feature('Air miles')).toHaveAttribute('aria-pressed', 'false');
    expect(groupHeader('Travel')).toHaveTextContent(/^Travel$/);
    expect(groupHeader('Cashback')).toHaveTextContent('Cashback1Fuel cashback2Groceries cashback');
    expect(getWizardState().features).toEqual([12, 11]);
  });

  it('rejects a sixth feature', async () => {
    const { user } = renderPicker();
    await choose(user, 'Groceries cashback', 'Fuel cashback', 'Dining cashback');
    await user.click(groupHeader('Travel'));
    await choose(user, 'Airport lounge access', 'Air miles', 'Travel insurance');

    await expectSnackbar(
      'Feature Selection Limit',
      'You can select maximum five features.',
      'warning',
    );
    expect(feature('Travel insurance')).toHaveAttribute('aria-pressed', 'false');
    expect(getWizardState().features).toEqual([11, 12, 13, 21, 22]);
    expect(screen.getByText('5 of 5 selected')).toBeInTheDocument();
  });

  it('asks for at least three features on Next', async () => {
    const { user } = renderPicker();
    await choose(user, 'Groceries cashback', 'Fuel cashback');
    await user.click(next());
    await expectSnackbar(
      'Feature Selection Required',
      'Before we proceed, please select at least three and up to five features.',
      'warning',
    );
    expect(getWizardState().featureStage).toBe(0);
  });

  it('goes to the ordering stage with three features', async () => {
    const { user } = renderPicker();
    await choose(user, 'Groceries cashback', 'Fuel cashback', 'Dining cashback');
    await user.click(next());
    expect(getWizardState()).toMatchObject({ step: 3, featureStage: 1, features: [11, 12, 13] });
    expect(snackbarTexts()).toEqual([]);
  });

  it('asks for the count once after quick toggles, and shows it', async () => {
    const { api } = renderPicker(7);
    // Three clicks in the same instant: the debounce has no time to run out in between.
    fireEvent.click(feature('Groceries cashback'));
    fireEvent.click(feature('Fuel cashback'));
    fireEvent.click(feature('Dining cashback'));

    expect(await screen.findByText('7 card found')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countedSelections(api.calls('POST', COUNT))).toEqual([[11, 12, 13]]);
    expect(api.calls('POST', COUNT).at(-1)?.body).toEqual({
      applicationId: APP_ID,
      preferences: [
        { featureId: 11, featureName: 'Groceries cashback' },
        { featureId: 12, featureName: 'Fuel cashback' },
        { featureId: 13, featureName: 'Dining cashback' },
      ],
    });
  });

  it('waits 300 ms after the last change before asking', async () => {
    const { api } = renderPicker(({ body }) => json(selectionOf(body).length === 0 ? 0 : 2));
    await waitFor(() => expect(api.calls('POST', COUNT)).toHaveLength(1)); // the empty selection
    fireEvent.click(feature('Groceries cashback'));
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.click(feature('Fuel cashback'));
    act(() => void vi.advanceTimersByTime(200));
    expect(countedSelections(api.calls('POST', COUNT))).toEqual([]);

    expect(await screen.findByText('2 card found')).toBeInTheDocument();
    expect(countedSelections(api.calls('POST', COUNT))).toEqual([[11, 12]]);
  });

  it('shows no count when no card is found', async () => {
    const { api, user } = renderPicker(0);
    await choose(user, 'Groceries cashback');
    await waitFor(() => expect(countedSelections(api.calls('POST', COUNT))).toEqual([[11]]));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText(/card found/)).not.toBeInTheDocument();
  });

  it('empties the count message when the count call fails', async () => {
    const { api, user } = renderPicker(({ body }) =>
      selectionOf(body).length < 2
        ? json(selectionOf(body).length * 4)
        : problem(500, 'Server error', 'Boom'),
    );
    await choose(user, 'Groceries cashback');
    expect(await screen.findByText('4 card found')).toBeInTheDocument();

    await choose(user, 'Fuel cashback');
    await waitFor(() => expect(countedSelections(api.calls('POST', COUNT))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/card found/)).not.toBeInTheDocument());
    expect(snackbarTexts()).toEqual([]);
  });
});
