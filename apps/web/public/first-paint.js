// What must be right before the first paint, a classic blocking script in <head>, a file of its own
// because the Content-Security-Policy allows no inline script:
// - the page's language (docs/decisions/0013). The URL's language is the page's: English at /...,
//   Arabic under /ar. On an Arabic path it sets <html lang="ar" dir="rtl"> and remembers the
//   choice; on an English path it sends a visitor who chose Arabic before, or who never chose and
//   whose browser prefers Arabic, to the /ar path.
// - whether cookie consent was given: <html data-consent="given">. A page prerendered at build
//   time holds both the cookie notice and the page (docs/decisions/0015); index.css shows the one
//   that applies until the app takes over (features/consent/consent-gate.tsx).
// And what must wait until after it: on a prerendered page the app's scripts wait in
// <template id="app-scripts"> (scripts/prerender.mjs), so that on a slow connection they do not
// share it with the stylesheet and the font the first paint needs; the page is readable before
// they run. They start once the page has painted (docs/decisions/0015). A tap on a button in that
// moment is kept and replayed once the app is live (src/lib/early-clicks.ts).
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
    location.replace(ARABIC_PREFIX + (path === '/' ? '' : path) + location.search + location.hash);
    return;
  }
  html.setAttribute('lang', 'en');
  html.setAttribute('dir', 'ltr');
})();

(function () {
  /** The app's scripts, copied out of their inert template: created this way, they run. */
  function startApp() {
    var template = document.getElementById('app-scripts');
    if (!template) return; // A page the build did not prerender loads them itself.
    var tags = template.content.children;
    for (var i = 0; i < tags.length; i++) {
      var tag = document.createElement(tags[i].tagName.toLowerCase());
      for (var j = 0; j < tags[i].attributes.length; j++) {
        tag.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value);
      }
      document.head.appendChild(tag);
    }
  }

  var LATEST_START_AFTER_LOAD_MS = 1500;
  var LATEST_START_AFTER_PARSE_MS = 3000;
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    startApp();
  }

  // After the first contentful paint (the first frame can be blank while the font loads), as the
  // browser reports it; where it can't, after the first frame once the page is parsed.
  var observer = window.PerformanceObserver;
  if (observer && (observer.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) window.setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
    // And should the report never come, from the first frame after the page has loaded that finds
    // the paint in the timeline: on a 6x slowed CPU, Chromium 156 now and then never called the
    // observer although the paint was in the timeline, and the page never went live
    // (e2e/tests/first-visit.spec.ts: 2 visits in about 400).
    window.addEventListener('load', function startIfPainted() {
      if (started) return;
      if (window.performance.getEntriesByName('first-contentful-paint').length) startOnce();
      else window.requestAnimationFrame(startIfPainted);
    });
    // And should neither ever see it, a while after the load: a page that never goes live is
    // worse than scripts that start before a paint (in CI a reloaded page, now and then, stayed
    // as prerendered: e2e/tests/header.spec.ts).
    window.addEventListener('load', function () {
      window.setTimeout(startOnce, LATEST_START_AFTER_LOAD_MS);
    });
    // And should the load itself be late (a subresource slow to come on a busy phone), a while
    // after the page is parsed, when its stylesheet is in and its first paint long due: in CI, 1
    // visit in 50 at 6x painted and never asked for the app in 20 s (first-visit.spec.ts).
    document.addEventListener('DOMContentLoaded', function () {
      window.setTimeout(startOnce, LATEST_START_AFTER_PARSE_MS);
    });
  } else {
    document.addEventListener('DOMContentLoaded', function () {
      // requestAnimationFrame runs just before the next paint; a timeout from there, just after.
      window.requestAnimationFrame(function () {
        window.setTimeout(startOnce, 0);
      });
    });
  }
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
      if (live || !document.getElementById('app-scripts')) return;
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
