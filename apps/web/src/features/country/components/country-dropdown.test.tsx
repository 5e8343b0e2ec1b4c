import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../lib/i18n.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/language-provider.tsx';
import { LanguageContext } from '../../../lib/language.ts';
import {
  getSelectedCountry,
  loadStoredCountry,
  setSelectedCountry,
} from '../../../lib/selected-country.ts';
import { stubApi } from '../../../testing/api.ts';
import { CountryDropdown, type CountryDropdownProps } from './country-dropdown.tsx';

type Answer = Response | Error | Promise<Response>;

/** The API answering the geo lookup as told (an Error: no answer at all). */
function stubGeo(geo: () => Answer) {
  return stubApi({
    'GET /geoIp2/public': async () => {
      const answer = await geo();
      return answer instanceof Error ? Response.error() : answer;
    },
  });
}

function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

function renderDropdown(props: CountryDropdownProps = {}, language: 'en' | 'ar' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LanguageContext value={language}>
      <QueryClientProvider client={client}>
        <CountryDropdown {...props} />
      </QueryClientProvider>
    </LanguageContext>,
  );
}

const trigger = (name: RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  stubWidth(1280);
  loadStoredCountry();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the country dropdown', () => {
  it('shows a loading indicator until the country is known, then keeps a detected sa', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubGeo(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDropdown();
    const status = screen.getByRole('status', { name: 'Finding your country' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    await waitFor(() => expect(api.log).toHaveLength(1));
    answer(Response.json({ countryCode: 'sa' }));
    expect(await trigger(/^KSA ?, Saudi Arabia: change country$/)).toHaveTextContent('KSA');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Only a choice is remembered; a guess is used for this visit alone.
    expect(localStorage.getItem('selectedCountry')).toBeNull();
  });

  it.each(['unknown', 'pk', 'us'])('falls back to ae when the lookup says %s', async (code) => {
    stubGeo(() => Response.json({ countryCode: code }));
    renderDropdown();
    expect(await trigger(/^UAE ?, United Arab Emirates/)).toHaveTextContent('UAE');
  });

  it.each([
    ['the network fails', () => new TypeError('Failed to fetch')],
    [
      'the server fails',
      () =>
        Response.json(
          { title: 'Internal Server Error', detail: 'x', status: 500 },
          { status: 500 },
        ),
    ],
  ])('falls back to ae silently when %s', async (_case, geo) => {
    stubGeo(geo);
    renderDropdown();
    expect(await trigger(/United Arab Emirates/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prefers a stored choice to the lookup', async () => {
    localStorage.setItem('selectedCountry', 'sa');
    loadStoredCountry();
    const api = stubGeo(() => Response.json({ countryCode: 'ae' }));
    renderDropdown();
    expect(screen.getByRole('button', { name: /Saudi Arabia/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.log).toEqual([]);
  });

  it('saves a choice of KSA as the selected country, reports it and goes home', async () => {
    stubGeo(() => Response.json({ countryCode: 'ae' }));
    const onCountryChange = vi.fn();
    const onBackToHome = vi.fn();
    const user = userEvent.setup();
    renderDropdown({ onCountryChange, onBackToHome });

    const button = await trigger(/United Arab Emirates/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('data-state', 'open'); // turns the arrow
    const menu = screen.getByRole('menu');
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(2);
    expect(menu.querySelectorAll('img')).toHaveLength(2);

    await user.click(screen.getByRole('menuitemradio', { name: /KSA/ }));

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^KSA ?, Saudi Arabia/ })).toBeInTheDocument();
    expect(localStorage.getItem('selectedCountry')).toBe('sa');
    expect(localStorage.getItem('countryCode')).toBe('sa');
    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith('sa');
    expect(onBackToHome).toHaveBeenCalledOnce();
    // Every call passes this country on (X-Country-Key): see the wizard's step tests.
    expect(getSelectedCountry()).toBe('sa');
  });

  it('keeps the wizard when the country already in use is picked again', async () => {
    stubGeo(() => Response.json({ countryCode: 'ae' }));
    const onBackToHome = vi.fn();
    const user = userEvent.setup();
    renderDropdown({ onBackToHome });
    await user.click(await trigger(/United Arab Emirates/));
    await user.click(screen.getByRole('menuitemradio', { name: /UAE/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onBackToHome).not.toHaveBeenCalled();
    expect(localStorage.getItem('selectedCountry')).toBe('ae');
  });

  it('shows AE and SA instead of UAE and KSA at 767 px or less', async () => {
    stubWidth(767);
    stubGeo(() => Response.json({ countryCode: 'ae' }));
    const user = userEvent.setup();
    renderDropdown();
    const button = await trigger(/^AE ?, United Arab Emirates/);
    expect(within(button).getByText('AE')).toBeVisible();
    await user.click(button);
    expect(screen.getByRole('menuitemradio', { name: /^SA/ })).toBeInTheDocument();
    expect(screen.queryByText('KSA')).not.toBeInTheDocument();
  });

  it('follows a country set by the parent', async () => {
    stubGeo(() => Response.json({ countryCode: 'ae' }));
    renderDropdown();
    await trigger(/United Arab Emirates/);
    act(() => setSelectedCountry('sa'));
    expect(screen.getByRole('button', { name: /Saudi Arabia/ })).toBeInTheDocument();
  });

  it('in Arabic, is named by the Arabic it shows first and opens a right-to-left menu', async () => {
    applyLanguage('ar');
    stubGeo(() => Response.json({ countryCode: 'ae' }));
    const user = userEvent.setup();
    renderDropdown({}, 'ar');
    const shown = i18n.t('country.codes.ae');
    expect(shown).toMatch(/\p{Script=Arabic}/u);
    const button = await trigger(
      new RegExp(
        `^${shown} ?${i18n.t('country.triggerContext', { name: i18n.t('country.names.ae') }).trim()}`,
      ),
    );
    expect(within(button).getByText(shown)).toBeVisible();
    expect(button).not.toHaveAttribute('aria-label');
    await user.click(button);
    // Drawn in the page, so in the page's direction (the nearest dir is <html dir="rtl">).
    expect(screen.getByRole('menu').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
