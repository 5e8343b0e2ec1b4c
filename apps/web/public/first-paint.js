// What must be right before the first paint, a classic blocking script in <head>, a file of its own
// because the Content-Security-Policy allows no inline script:
// - the page's language (docs/decisions/0013). The URL's language is the page's: English at /...,
//   Arabic under /ar. On an Arabic path it sets <html lang="ar" dir="rtl"> and remembers the
//   choice; on an English path it sends a visitor who chose Arabic before, or who never chose and
//   whose browser prefers Arabic, to the /ar path.
// - whether cookie consent was given: <html data-consent="given">. A page prerendered at build
//   time holds both the cookie notice and the page (docs/decisions/0015); index.css shows the one
//   that applies until the app takes over (features/consent/consent-gate.tsx).
// And, on a page prerendered at build time, the taps made before the app is live: the page is
// readable from its HTML, and its buttons are kept until the app has taken the page over
// (below, and src/lib/early-clicks.ts). The app's scripts are ordinary module scripts at the end
// of the body, at low priority (scripts/prerender.mjs): the browser loads and runs them itself.
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

  // A choice of language is a click on the other language's link (its hreflang), remembered here
  // for every page rather than by the app: a tap before the app is live follows the link as a
  // plain one, and the page it opens must not send the visitor straight back (below). A middle
  // click (auxclick), opening it in a new tab, is the same choice.
  function rememberLanguageOfLink(event) {
    var target = event.target;
    var link = target && target.closest ? target.closest('a[hreflang]') : null;
    var language = link ? link.getAttribute('hreflang') : null;
    if (language === 'ar' || language === 'en') store(language);
  }
  document.addEventListener('click', rememberLanguageOfLink, true);
  document.addEventListener('auxclick', rememberLanguageOfLink, true);

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
    // This page is being left: what it has asked for (its scripts, found ahead by the browser's
    // preload scanner) is not wanted, and its own scripts must not start.
    if (window.stop) window.stop();
    location.replace(ARABIC_PREFIX + (path === '/' ? '' : path) + location.search + location.hash);
    return;
  }
  html.setAttribute('lang', 'en');
  html.setAttribute('dir', 'ltr');
})();

(function () {
  var early = [];
  var live = false;

  /** The page's buttons that read `text`, in page order. */
  function buttonsReading(text) {
    return Array.prototype.filter.call(document.querySelectorAll('button'), function (button) {
      return button.textContent.trim() === text;
    });
  }

  // Until the app is live, a click on a button of a prerendered page would do nothing: the button
  // is remembered (its default action, a form's submit, prevented) and clicked again then. The
  // app may have drawn it anew while taking the page over: it is found again by its text. The
  // click goes no further: React, listening from the start of hydration, would act on it too, and
  // a button still on the page once live (Manage Cookies, a step's Next) would be pressed twice.
  document.addEventListener(
    'click',
    function (event) {
      if (live || !document.querySelector('#root[data-prerendered]')) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      var text = button.textContent.trim();
      early.push({ text: text, place: buttonsReading(text).indexOf(button) });
    },
    true,
  );
  window.mizanReplayEarlyClicks = function () {
    live = true;
    var taps = early;
    early = [];
    for (var i = 0; i < taps.length; i++) {
      var button = buttonsReading(taps[i].text)[taps[i].place];
      if (button) button.click();
    }
  };
})();
