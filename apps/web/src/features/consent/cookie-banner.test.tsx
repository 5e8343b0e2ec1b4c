import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubSheetBrowserApis } from '../../testing/browser-apis.ts';
import { CookieBanner } from './cookie-banner.tsx';

beforeAll(stubSheetBrowserApis);

const banner = () => screen.queryByRole('region', { name: 'Your privacy, your choice' });

function renderBanner() {
  const onAccept = vi.fn();
  const user = userEvent.setup();
  render(<CookieBanner onAccept={onAccept} />);
  return { user, onAccept };
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  // The button; the sentence holds a link-styled twin.
  const [link, button] = screen.getAllByRole('button', { name: 'Manage Cookies' });
  expect(link).toBeDefined();
  await user.click(button!);
  // Its code arrives when it first opens (lazyOverlay).
  return screen.findByRole('dialog', { name: 'Manage Cookie Settings' });
}

describe('CookieBanner', () => {
  it('is shown while no consent is stored', () => {
    renderBanner();
    expect(banner()).toBeVisible();
    expect(banner()).toHaveTextContent(/function/);
    expect(banner()).toHaveTextContent(/performance/);
    expect(banner()).toHaveTextContent(/targeted advertising/);
    expect(banner()).toHaveTextContent(/Refusing optional cookies may disrupt your experience/);
    expect(screen.getAllByRole('button', { name: 'Manage Cookies' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
  });

  it('Accept All Cookies stores consent, switches every category on and hides the banner', async () => {
    const { user, onAccept } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(localStorage.getItem('cookieConsent')).toBe('given');
    expect(JSON.parse(localStorage.getItem('cookieSettings')!)).toEqual({
      functional: true,
      performance: true,
      advertising: true,
    });
    expect(banner()).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('Manage Cookies hides the banner and opens the settings with the default switches', async () => {
    const { user } = renderBanner();
    const dialog = await openSettings(user);
    expect(banner()).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Performance' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    // Each switch is explained.
    expect(within(dialog).getByRole('switch', { name: 'Advertising' })).toHaveAccessibleDescription(
      /offers that match your interests/,
    );
  });

  it('the link in the sentence opens the settings too', async () => {
    const { user } = renderBanner();
    await user.click(screen.getAllByRole('button', { name: 'Manage Cookies' })[0]!);
    expect(
      await screen.findByRole('dialog', { name: 'Manage Cookie Settings' }),
    ).toBeInTheDocument();
  });

  it('Confirm My Choices stores the chosen settings and the consent', async () => {
    const { user, onAccept } = renderBanner();
    const dialog = await openSettings(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Performance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm My Choices' }));

    expect(JSON.parse(localStorage.getItem('cookieSettings')!)).toEqual({
      functional: false,
      performance: true,
      advertising: false,
    });
    expect(localStorage.getItem('cookieConsent')).toBe('given');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('Cancel removes the stored consent, closes the settings and shows the banner again', async () => {
    localStorage.setItem('cookieConsent', 'pending');
    const { user, onAccept } = renderBanner();
    const dialog = await openSettings(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(localStorage.getItem('cookieSettings')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).toBeVisible();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('Escape in the settings acts as Cancel and focus returns to the banner', async () => {
    const { user } = renderBanner();
    await openSettings(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Manage Cookies' })[1]).toHaveFocus(),
    );
  });

  it.each(['Close', 'Agree & Continue'])(
    'Privacy Policy opens the sheet; %s brings the banner back without storing consent',
    async (action) => {
      const { user, onAccept } = renderBanner();
      await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
      expect(banner()).not.toBeInTheDocument();
      const sheet = await screen.findByRole('dialog', { name: 'Privacy Policy' });
      expect(
        await within(sheet).findByRole('heading', { name: '13. Your rights' }),
      ).toBeInTheDocument();

      await user.click(within(sheet).getByRole('button', { name: action }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(banner()).toBeVisible();
      expect(localStorage.getItem('cookieConsent')).toBeNull();
      expect(localStorage.getItem('cookieSettings')).toBeNull();
      expect(onAccept).not.toHaveBeenCalled();
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'Privacy Policy' })).toHaveFocus(),
      );
    },
  );
});
