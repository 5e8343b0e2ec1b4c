import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as CongratulationsPage } from './congratulations-page.tsx';

/** The page as the app opens it: at /congratulations, with what the application passed on. */
function renderWith(state?: unknown) {
  window.history.replaceState(state ?? null, '', '/congratulations');
  render(<CongratulationsPage />);
}

describe('the congratulations page', () => {
  it('speaks of a credit card for a card application', () => {
    renderWith({
      product: {
        productName: 'Platinum Cashback',
        organizationName: 'Gulf Bank',
        applicationType: 'Card',
      },
    });
    expect(
      screen.getByRole('heading', {
        name: 'Congratulations! Your credit card application has been submitted successfully',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Platinum Cashback with Gulf Bank')).toBeInTheDocument();
  });

  it('names the bank once when the product name already says it', () => {
    renderWith({
      product: {
        productName: 'Gulf Bank Personal Loan',
        organizationName: 'Gulf Bank',
        applicationType: 'Loan',
      },
    });
    expect(screen.getByText('Gulf Bank Personal Loan')).toBeInTheDocument();
    expect(screen.queryByText(/with Gulf Bank/)).not.toBeInTheDocument();
  });

  it('speaks of a loan for a loan application', () => {
    renderWith({ product: { productName: 'Instant Cash', applicationType: 'Loan' } });
    expect(
      screen.getByRole('heading', {
        name: 'Congratulations! Your loan application has been submitted successfully',
      }),
    ).toBeInTheDocument();
  });

  it("offers the partner's site again, in case the browser blocked the new tab", () => {
    renderWith({
      product: {
        productName: 'Platinum Cashback',
        organizationName: 'Gulf Bank',
        routingUrl: 'https://bank.example/apply',
      },
    });
    const link = screen.getByRole('link', { name: "Go to Gulf Bank's website (new tab)" });
    expect(link).toHaveAttribute('href', 'https://bank.example/apply');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the card wording without a product', () => {
    renderWith();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Congratulations! Your credit card application has been submitted successfully',
    );
  });

  it('draws a different illustration for narrow screens', () => {
    renderWith();
    const images = document.querySelectorAll('section > div > svg');
    expect(images).toHaveLength(2);
    const classes = [...images].map((svg) => svg.getAttribute('class') ?? '');
    expect(classes.some((c) => c.includes('min-[432px]:hidden'))).toBe(true);
    expect(classes.some((c) => c.includes('hidden') && c.includes('min-[432px]:block'))).toBe(true);
  });

  it('goes home with the button', async () => {
    const user = userEvent.setup();
    renderWith();
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(window.location.pathname).toBe('/');
  });

  it("sends the browser's Back to the home page", async () => {
    renderWith();
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(window.location.pathname).toBe('/');
  });
});
