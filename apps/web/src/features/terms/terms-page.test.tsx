import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { Component as TermsPage } from './terms-page.tsx';

vi.mock('../../components/privacy-policy/privacy-policy-sheet.tsx', () => ({
  PrivacyPolicySheet: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Privacy Policy" /> : null,
}));

/** The terms page, at the end of `history` (see renderWithApp). */
const renderAt = (history: string[]) => renderWithApp(<TermsPage />, { history });

describe('the terms page', () => {
  it('loads the terms from their content file', async () => {
    renderAt(['/terms-of-service']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('heading', { name: /Who we are/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Governing law/ })).toBeInTheDocument();
    expect(screen.getByText(/not a bank, lender/)).toBeInTheDocument();
  });

  it('stores the agreement and goes home when there is nowhere to go back to', async () => {
    const { user } = renderAt(['/terms-of-service']);
    // The button stays disabled until the terms have loaded (a slow machine takes a moment).
    const agree = await screen.findByRole('button', { name: 'Agree and Continue' });
    await waitFor(() => expect(agree).toBeEnabled());
    await user.click(agree);
    expect(localStorage.getItem('terms-of-service')).toBe('true');
    expect(window.location.pathname).toBe('/');
  });

  it('goes back to the previous page with Back, storing nothing', async () => {
    const { user } = renderAt(['/help-and-support', '/terms-of-service']);
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/help-and-support'));
    expect(localStorage.getItem('terms-of-service')).toBeNull();
  });

  it('opens the privacy policy sheet', async () => {
    const { user } = renderAt(['/terms-of-service']);
    await user.click(await screen.findByRole('button', { name: 'Read our Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
