import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ID, CUSTOMER_ID, PERSONAL } from '../../../../testing/fixtures.ts';
import { expectSnackbar, snackbarTexts } from '../../../../testing/snackbar.ts';
import { json, stubApi } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests, unlockNext } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { ProductStep } from './product-step.tsx';

setupTimedTests(() =>
  resetWizard(wizardState({ step: 1, personal: PERSONAL, customerId: CUSTOMER_ID, country: 'ae' })),
);

const BANNERS = [
  {
    id: 1,
    title: 'Another offer',
    description: 'Not this one',
    imageUrl: 'other.png',
    routingUrl: 'https://partner.example/other',
  },
  {
    id: 2,
    title: 'Double cashback this month',
    description: 'On every card approved before the end of the month.',
    imageUrl: 'double cashback.png',
    routingUrl: 'https://partner.example/double-cashback',
  },
];

const next = () => screen.getByRole('button', { name: 'Next' });

describe('step 1, product selection', () => {
  it('offers a Card and a Loan, each with the AED 200 bonus', () => {
    stubApi({ 'GET /api/banners/public': BANNERS });
    renderWithApp(<ProductStep />);
    const card = screen.getByRole('radio', { name: /Do you want to apply for a Credit Card\?/ });
    const loan = screen.getByRole('radio', {
      name: /Do you want to apply for an instant cash loan\?/,
    });
    expect(card).not.toBeChecked();
    expect(loan).not.toBeChecked();
    expect(screen.getAllByText('Free AED 200 bonus when approved')).toHaveLength(2);
  });

  it('asks for a product when Next is pressed without a choice', async () => {
    const api = stubApi({ 'GET /api/banners/public': BANNERS });
    const { user } = renderWithApp(<ProductStep />);
    await user.click(next());
    await expectSnackbar(
      'Product Selection Required',
      'Before we proceed, please select a product',
      'error',
    );
    expect(api.calls('POST', '/api/applications/public')).toEqual([]);
    expect(getWizardState().step).toBe(1);
  });

  it('creates a Loan application for a chosen loan and moves to screening', async () => {
    const api = stubApi({
      'GET /api/banners/public': BANNERS,
      'POST /api/applications/public': () =>
        json({ applicationId: APP_ID, applicationType: 'Loan', status: 'Created' }, 201),
      'GET /api/questions/public': [],
    });
    const { user } = renderWithApp(<ProductStep />);
    const loan = screen.getByRole('radio', { name: /Instant Cash Loan/ });
    await user.click(loan);
    expect(loan).toBeChecked();
    await user.click(next());

    await waitFor(() => expect(getWizardState().step).toBe(2));
    expect(getWizardState()).toMatchObject({ productType: 'Loan', applicationId: APP_ID });
    expect(api.calls('POST', '/api/applications/public').map((call) => call.body)).toEqual([
      {
        customer: { customerId: CUSTOMER_ID },
        location: { locationId: 1 },
        applicationType: 'Loan',
        status: 'Created',
      },
    ]);
    expect(snackbarTexts()).toEqual([]);
  });

  it('ignores Next for 3 seconds after a click', async () => {
    const api = stubApi({
      'GET /api/banners/public': BANNERS,
      'POST /api/applications/public': () =>
        json({ applicationId: APP_ID, applicationType: 'Card', status: 'Created' }, 201),
      'GET /api/questions/public': [],
    });
    const { user } = renderWithApp(<ProductStep />);
    await user.click(next()); // no product yet: only the snackbar
    await user.click(screen.getByRole('radio', { name: /Credit Card/ }));
    await user.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls('POST', '/api/applications/public')).toEqual([]);

    unlockNext();
    await user.click(next());
    await waitFor(() => expect(getWizardState()).toMatchObject({ step: 2, productType: 'Card' }));
    expect(api.calls('POST', '/api/applications/public')).toHaveLength(1);
  });

  it("shows banner 2 with an 'Apply Now' link that opens in a new tab", async () => {
    stubApi({ 'GET /api/banners/public': BANNERS });
    renderWithApp(<ProductStep />);
    const banner = await screen.findByRole('complementary', { name: 'Offer' });
    expect(within(banner).getByText('Double cashback this month')).toBeInTheDocument();
    expect(
      within(banner).getByText('On every card approved before the end of the month.'),
    ).toBeInTheDocument();
    expect(within(banner).queryByText('Another offer')).not.toBeInTheDocument();
    const link = within(banner).getByRole('link', { name: /^Apply Now/ });
    expect(link).toHaveAttribute('href', 'https://partner.example/double-cashback');
    expect(link).toHaveAttribute('target', '_blank');
    expect(banner.querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/public/banner/double%20cashback.png',
    );
  });

  it('shows no banner when there is no banner 2', async () => {
    const api = stubApi({ 'GET /api/banners/public': [BANNERS[0]] });
    renderWithApp(<ProductStep />);
    await waitFor(() => expect(api.calls('GET', '/api/banners/public')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Offer' })).not.toBeInTheDocument(),
    );
  });
});
