import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ID,
  CUSTOMER_ID,
  PERSONAL,
  submission,
  submittedApplication,
} from '../../../testing/fixtures.ts';
import { expectSnackbar } from '../../../testing/snackbar.ts';
import { json, problem, stubApi, type Route } from '../../../testing/api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { setupTimedTests } from '../../../testing/timed-tests.ts';
import { wizardState } from '../wizard-machine.ts';
import { resetWizard } from '../wizard-store.ts';
import { useApplyForProduct, type ChosenProduct } from './apply-for-product.ts';

const applying = (productType: 'Card' | 'Loan' = 'Card') =>
  wizardState({
    step: 4,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType,
    applicationId: APP_ID,
  });

setupTimedTests(() => resetWizard(applying()));

const PRODUCT: ChosenProduct = {
  productId: 5,
  productName: 'Platinum Cashback',
  organizationName: 'Gulf Bank',
};
const ROUTING_URL = 'https://bank.example/apply/platinum';

/** A step's use of the hook: one Apply button, and what the hook says. */
function Harness({ product, onClose }: { product?: ChosenProduct; onClose: () => void }) {
  const { apply, submitting, redirecting } = useApplyForProduct(onClose);
  return (
    <>
      <button type="button" onClick={() => void apply(product)}>
        Apply
      </button>
      {submitting && <p>submitting</p>}
      {redirecting && <p>redirecting</p>}
    </>
  );
}

const submitted = (routingUrl: string | null) =>
  json(submittedApplication('Card', routingUrl === null ? null : { ...PRODUCT, routingUrl }));

/** `product` null: Apply pressed with no card chosen. */
function setup(routes: Record<string, Route>, product: ChosenProduct | null = PRODUCT) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const api = stubApi(routes);
  const onClose = vi.fn();
  const rendered = renderWithApp(<Harness product={product ?? undefined} onClose={onClose} />);
  return { ...rendered, api, open, onClose };
}

describe('applying (SPEC section 4, Apply)', () => {
  it('asks for a card first when none is chosen', async () => {
    const { user, api } = setup({}, null);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectSnackbar('Card Selection', 'Please select a card first to apply.', 'error');
    expect(api.log).toEqual([]);
  });

  it('submits with status Submitted, closes the dialog and redirects after 2 seconds', async () => {
    // Fake clock readings: when the server answered and when the partner's site was opened.
    let answeredAt = Number.NaN;
    let openedAt = Number.NaN;
    const { user, api, open, onClose } = setup({
      'PUT /api/applications/public': () => {
        answeredAt = Date.now();
        return submitted(ROUTING_URL);
      },
    });
    open.mockImplementation(() => {
      openedAt = Date.now();
      return null;
    });
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('redirecting')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.calls('PUT', '/api/applications/public').map((call) => call.body)).toEqual([
      submission('Card', 5),
    ]);
    expect(open).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(open).toHaveBeenCalledExactlyOnceWith(ROUTING_URL, '_blank', 'noopener,noreferrer');
    expect(openedAt - answeredAt).toBeGreaterThanOrEqual(2000);
    await waitFor(() => expect(window.location.pathname).toBe('/congratulations'));
    await waitFor(() => expect(screen.queryByText('redirecting')).not.toBeInTheDocument());
    expect(screen.queryByText('submitting')).not.toBeInTheDocument();
  });

  it('makes the submission its only call: the server mails the confirmation itself', async () => {
    resetWizard(applying('Loan'));
    const { user, api } = setup({ 'PUT /api/applications/public': () => submitted(ROUTING_URL) });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('redirecting');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(window.location.pathname).toBe('/congratulations'));
    expect(api.log.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/applications/public',
    ]);
    expect(api.calls('PUT', '/api/applications/public')[0]?.body).toMatchObject({
      applicationType: 'Loan',
    });
  });

  it('goes to congratulations without opening a tab when there is no partner link', async () => {
    const { user, api, open, onClose } = setup({
      'PUT /api/applications/public': () => submitted(null),
    });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls('PUT', '/api/applications/public')).toHaveLength(1));
    await waitFor(() => expect(window.location.pathname).toBe('/congratulations'));
    expect(screen.queryByText('redirecting')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it('tells the visitor when the application could not be submitted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, api, open, onClose } = setup({
      'PUT /api/applications/public': () => problem(500, 'x', 'y'),
    });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectSnackbar(
      'Application not sent',
      "We couldn't submit your application. Please try again.",
      'error',
    );
    expect(screen.queryByText('submitting')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(api.calls('POST', '/api/email/public')).toEqual([]);
  });
});
