// What must be right before the first paint, a classic blocking script in <head>, a file of its own
// because the Content-Security-Policy allows no inline script:
// - the page's language (docs/decisions/0013). The URL's language is the page's: English at /...,
//   Arabic under /ar. On an Arabic path it sets <html lang="ar" dir="rtl"> and remembers the
//   choice; on an English path it sends a visitor who chose Arabic before, or who never chose and
//   whose browser prefers Arabic, to the /ar path.
// - whether cookie consent was given: <html data-consent="given">. A page prerendered at build
//   time holds both the cookie notice and the page (docs/decisions/0015); index.css shows the one
//   that applies until the app takes over (features/consent/consent-gate.tsx).
// The constants repeat src/lib/language.ts and src/config/ui.ts (this runs before any module);
// src/lib/language-script.test.ts runs this very file.
/* global window, document, location */
(function () {
  var STORAGE_KEY = 'mizan.language';
  var ARABIC_PREFIX = '/ar';
  var CONSENT_KEY = 'cookieConsent';
  var CONSENT_GIVEN = 'given';

  function readStored() {
    try {
      return window.localStorage.getItem(STORAGE_KEY);
    } catch {
      return null; // Storage disabled: the URL and the browser decide.
    }
  }

  function store(language) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // The choice then lasts as long as the URL does.
    }
  }

  /** The first of the browser's languages that the site has (en or ar); any ar-* is Arabic. */
  function browserLanguage() {
    var tags =
      navigator.languages && navigator.languages.length
        ? navigator.languages
        : [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i] || '')
        .toLowerCase()
        .split('-')[0];
      if (primary === 'ar' || primary === 'en') return primary;
    }
    return 'en';
  }

  var path = location.pathname;
  var html = document.documentElement;
  try {
    if (window.localStorage.getItem(CONSENT_KEY) === CONSENT_GIVEN) {
      html.setAttribute('data-consent', 'given');
    }
  } catch {
    // Storage disabled: no consent can have been stored; the notice shows.
  }
  if (path === ARABIC_PREFIX || path.indexOf(ARABIC_PREFIX + '/') === 0) {
    html.setAttribute('lang', 'ar');
    html.setAttribute('dir', 'rtl');
    store('ar');
    return;
  }
  var stored = readStored();
  var language = stored === 'ar' || stored === 'en' ? stored : browserLanguage();
  if (language === 'ar') {
    html.setAttribute('lang', 'ar');
    html.setAttribute('dir', 'rtl');
    location.replace(ARABIC_PREFIX + (path === '/' ? '' : path) + location.search + location.hash);
    return;
  }
  html.setAttribute('lang', 'en');
  html.setAttribute('dir', 'ltr');
})();
