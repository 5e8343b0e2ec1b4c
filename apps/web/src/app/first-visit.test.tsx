import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWizard } from '../features/wizard/wizard-store.ts';
import { setSelectedCountry } from '../lib/selected-country.ts';
import { renderPage } from '../prerender/render-page.tsx';
import { stubApi } from '../testing/api.ts';
import { App } from './app.tsx';

/** The page as the build writes it (scripts/prerender.mjs), where there is no document. */
async function prerendered(path: string): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    return (await renderPage(path)).html;
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;

/** As main.tsx starts a prerendered page: the HTML in #root, hydrated in a transition. */
function hydrate(html: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App hydrating />
      </StrictMode>,
    );
  });
  return container;
}

beforeEach(() => {
  resetWizard();
  window.history.replaceState(null, '', '/');
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  setSelectedCountry(undefined);
});

describe('a first visit to a prerendered page', () => {
  it('goes live, with step 0 and the country, when Accept is tapped while React hydrates', async () => {
    stubApi({ 'GET /geoIp2/public': { countryCode: 'sa' } });
    const page = hydrate(await prerendered('/'));
    // React takes the tap itself (it hydrates what was tapped at once): consent is given in the
    // same moment as the page becomes live.
    within(page).getByRole('button', { name: 'Accept All Cookies' }).click();

    // Live: step 0's fields take text, and the header shows the country the lookup found.
    await waitFor(() => expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('heading', { level: 1, name: "Let's get to know you" })).toBeVisible();
    expect(
      await within(screen.getByRole('banner')).findByRole('button', {
        name: /^KSA\s?, Saudi Arabia: change country$/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept All Cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('given');
  });
});
