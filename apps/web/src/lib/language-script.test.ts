import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import script from '../../public/first-paint.js?raw';
import { LOCAL_STORAGE_KEYS } from '../config/ui.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

interface Visit {
  /** The URL opened. */
  url: string;
  /** The stored choice, if any; 'throws' for storage the browser refuses. */
  stored?: string | 'throws';
  /** navigator.languages */
  languages?: string[];
  /** Cookie consent stored by an earlier visit. */
  consented?: boolean;
}

/** Runs public/first-paint.js as the browser would on that visit: what did it do to the page? */
function visit({ url, stored, languages = ['en-US'], consented = false }: Visit) {
  const { pathname, search, hash } = new URL(url, 'https://mizan.example');
  const attributes: Record<string, string> = {};
  const storage = new Map<string, string>();
  if (stored !== undefined && stored !== 'throws') storage.set(LANGUAGE_STORAGE_KEY, stored);
  if (consented) storage.set(LOCAL_STORAGE_KEYS.cookieConsent, 'given'); // consent-storage's CONSENT_GIVEN
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const localStorage = {
    getItem: (key: string) => (stored === 'throws' ? refuse() : (storage.get(key) ?? null)),
    setItem: (key: string, value: string) =>
      stored === 'throws' ? refuse() : void storage.set(key, value),
  };
  let redirectedTo: string | undefined;
  let stoppedBeforeLeaving = false;
  const location = {
    pathname,
    search,
    hash,
    replace: (to: string) => void (redirectedTo = to),
  };
  const window = {
    localStorage,
    stop: () => void (stoppedBeforeLeaving = redirectedTo === undefined),
  };
  runInNewContext(script, {
    window,
    location,
    navigator: { languages, language: languages[0] },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => void (attributes[name] = value),
      },
      addEventListener: () => undefined,
    },
  });
  return {
    lang: attributes.lang,
    dir: attributes.dir,
    redirectedTo,
    stoppedBeforeLeaving,
    stored: storage.get(LANGUAGE_STORAGE_KEY),
    consent: attributes['data-consent'],
  };
}

describe('the language of a first paint (public/first-paint.js)', () => {
  it('makes an /ar page Arabic and right to left, and remembers the choice', () => {
    expect(visit({ url: '/ar/help-and-support' })).toEqual({
      lang: 'ar',
      dir: 'rtl',
      redirectedTo: undefined,
      stoppedBeforeLeaving: false,
      stored: 'ar',
    });
    expect(visit({ url: '/ar', stored: 'en' })).toMatchObject({ lang: 'ar', stored: 'ar' });
  });

  it('sends a visitor who chose Arabic before to the Arabic page, keeping search and hash', () => {
    expect(
      visit({ url: '/terms-of-service?from=mail#fees', stored: 'ar', languages: ['en-GB'] }),
    ).toMatchObject({
      redirectedTo: '/ar/terms-of-service?from=mail#fees',
      lang: 'ar',
      dir: 'rtl',
    });
    expect(visit({ url: '/', stored: 'ar' }).redirectedTo).toBe('/ar');
  });

  it('stops loading the page it leaves (its scripts, already asked for) before it goes', () => {
    expect(visit({ url: '/', stored: 'ar' }).stoppedBeforeLeaving).toBe(true);
    expect(visit({ url: '/', stored: 'en', languages: ['ar-AE'] }).stoppedBeforeLeaving).toBe(
      false,
    );
  });

  it('without a stored choice, follows the first of the browser languages the site has', () => {
    expect(visit({ url: '/', languages: ['ar-SA', 'en'] }).redirectedTo).toBe('/ar');
    expect(visit({ url: '/', languages: ['fr-FR', 'ar-AE'] }).redirectedTo).toBe('/ar');
    expect(visit({ url: '/', languages: ['fr-FR', 'en-US', 'ar'] })).toEqual({
      lang: 'en',
      dir: 'ltr',
      redirectedTo: undefined,
      stoppedBeforeLeaving: false,
      stored: undefined,
    });
  });

  it('keeps English for a visitor who chose it, whatever the browser prefers', () => {
    expect(visit({ url: '/', stored: 'en', languages: ['ar-AE'] })).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      redirectedTo: undefined,
    });
  });

  it('falls back to English when the browser has none of the languages', () => {
    expect(visit({ url: '/help-and-support', languages: ['fr', 'de'] })).toMatchObject({
      lang: 'en',
      redirectedTo: undefined,
    });
  });

  it('still decides when storage is refused, from the URL and the browser', () => {
    expect(visit({ url: '/', stored: 'throws', languages: ['ar'] }).redirectedTo).toBe('/ar');
    expect(visit({ url: '/ar', stored: 'throws' })).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('does not take a path that only starts with the letters ar for an Arabic one', () => {
    expect(visit({ url: '/arabic', languages: ['en'] })).toMatchObject({
      lang: 'en',
      redirectedTo: undefined,
    });
  });
});

describe('the cookie consent of a first paint (public/first-paint.js)', () => {
  it('marks <html data-consent="given"> when an earlier visit gave consent, in either language', () => {
    expect(visit({ url: '/', consented: true })).toMatchObject({ consent: 'given', lang: 'en' });
    expect(visit({ url: '/ar', consented: true })).toMatchObject({ consent: 'given', lang: 'ar' });
  });

  it('marks nothing without consent, or when storage is refused', () => {
    expect(visit({ url: '/' }).consent).toBeUndefined();
    expect(visit({ url: '/', stored: 'throws' })).toMatchObject({ consent: undefined, lang: 'en' });
  });
});

describe('a tap before the app is live (public/first-paint.js)', () => {
  /** The script run on a fresh prerendered page of its own; its window's replay function. */
  function prerendered({ marked = true } = {}) {
    const page = document.implementation.createHTMLDocument('');
    page.body.innerHTML =
      `<div id="root"${marked ? ' data-prerendered' : ''}>` +
      '<button type="button" id="accept">Accept</button>' +
      '<a id="arabic" href="#ar" hreflang="ar"><span>العربية</span></a></div>';
    const scriptWindow: { mizanReplayEarlyClicks?: () => void } & Record<string, unknown> = {
      localStorage: window.localStorage,
    };
    runInNewContext(script, {
      window: scriptWindow,
      document: page,
      location: { pathname: '/', search: '', hash: '', replace: () => undefined },
      navigator: { languages: ['en-US'], language: 'en-US' },
    });
    const button = page.getElementById('accept')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    return { page, button, clicks, replay: () => scriptWindow.mizanReplayEarlyClicks!() };
  }

  it("on the other language's link, follows it and remembers the choice for the next page", () => {
    // Followed as a plain link, it opens the other language's page; were the choice not stored
    // here, an English page would send a visitor whose browser prefers Arabic straight back.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { page } = prerendered();
    const followed: boolean[] = [];
    page.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    page.querySelector('#arabic span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(followed).toEqual([true]);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');

    // Opened in a new tab with a middle click: the same choice.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    page.querySelector('#arabic')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('is kept from the page (React included) and clicked once again when the app is live', () => {
    const { button, clicks, replay } = prerendered();
    button.click();
    // No handler of the page saw it: hydrating React would have acted on it as well as the replay.
    expect(clicks).toEqual([]);
    replay();
    expect(clicks).toEqual([false]);
    // Live: a click is the app's alone.
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  it('is dropped for a button no longer on the page', () => {
    const { button, clicks, replay } = prerendered();
    button.click();
    button.remove();
    replay();
    expect(clicks).toEqual([]);
  });

  it('is left alone on a page the browser draws itself (not prerendered): the app is live there', () => {
    const { button, clicks } = prerendered({ marked: false });
    button.click();
    expect(clicks).toEqual([false]);
  });
});
