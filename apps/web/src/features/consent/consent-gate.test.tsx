import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubSheetBrowserApis } from '../../testing/browser-apis.ts';
import { ConsentGate } from './consent-gate.tsx';

beforeAll(stubSheetBrowserApis);

function renderGate() {
  const user = userEvent.setup();
  render(
    <ConsentGate>
      <h1>The wizard</h1>
    </ConsentGate>,
  );
  return user;
}

describe('ConsentGate', () => {
  it('shows the consent prompt instead of the page until consent is given', async () => {
    const user = renderGate();
    expect(screen.queryByRole('heading', { name: 'The wizard' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your privacy, your choice' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(screen.getByRole('heading', { name: 'The wizard' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Your privacy, your choice' }),
    ).not.toBeInTheDocument();
  });

  it('renders the page at once when consent is already stored', () => {
    localStorage.setItem('cookieConsent', 'given');
    renderGate();
    expect(screen.getByRole('heading', { name: 'The wizard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept All Cookies' })).not.toBeInTheDocument();
  });

  it('lets the page in after Confirm My Choices, not after Cancel', async () => {
    const user = renderGate();
    await user.click(screen.getAllByRole('button', { name: 'Manage Cookies' })[1]!);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'The wizard' })).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Manage Cookies' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Cookie Settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm My Choices' }));
    expect(screen.getByRole('heading', { name: 'The wizard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cookieSettings')!)).toEqual({
      functional: true,
      performance: false,
      advertising: false,
    });
  });

  it('keeps the page closed after reading the privacy policy', async () => {
    const user = renderGate();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await user.click(await screen.findByRole('button', { name: 'Agree & Continue' }));
    expect(screen.queryByRole('heading', { name: 'The wizard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
  });
});
