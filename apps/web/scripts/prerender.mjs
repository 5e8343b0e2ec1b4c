// Step 2 of `npm run build` (after `vite build`, before precompress.mjs): the pages most visitors
// land on, rendered to HTML in both languages, so that the first screen is readable before any
// script has run; the browser then hydrates it (src/main.tsx). See docs/decisions/0015.
//
// 1. Builds src/prerender/render-page.tsx for Node (Vite's SSR build, into .prerender/): the same
//    routes, components and strings as the browser's build, with the same hashed asset URLs.
// 2. For each page below, renders it into the built dist/index.html: `<html lang dir>`, `<title>`,
//    the description, the preloads of its language's fonts and `<div id="root">`, with the
//    stylesheet inlined and the scripts at the end of the body at low priority; written to
//    dist/<page>/index.html. An English page also without its font preloads, for a browser that
//    prefers Arabic, in dist/<page>/index.arabic-browser.html (ARABIC_BROWSER_COPY below).
// 3. Keeps the unrendered page as dist/200.html: the server sends it for every other route, which
//    the browser renders itself.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUILD = join(WEB, '.prerender');

/** Where visitors land: the wizard (with the cookie notice) and Help & Support. */
export const PRERENDERED_PATHS = ['/', '/ar', '/help-and-support', '/ar/help-and-support'];

/**
 * An English page as the server sends it to a browser that prefers Arabic (Accept-Language,
 * apps/server/src/plugins/web.ts): without its font preloads. public/first-paint.js sends such a
 * visitor on to the /ar page before anything is drawn, but the browser's preload scanner would
 * have started Inter's 48 KB by then, on top of the Arabic page's Plex (95 KB of fonts on that
 * first Arabic view, budget 60 KB). Should the visitor have chosen English, the page draws as
 * usual and Inter is fetched when the text needs it.
 */
export const ARABIC_BROWSER_COPY = 'index.arabic-browser.html';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The web fonts a first screen in that language draws with (index.css's stacks): Inter's Latin
 * for English, IBM Plex Sans Arabic's three weights for Arabic. Preloaded, they arrive with the
 * stylesheet rather than after it, and the first paint is already in them.
 */
const FIRST_SCREEN_FONTS = {
  en: [/^inter-latin-wght-normal-[\w-]+\.woff2$/],
  ar: [400, 500, 600].map(
    (weight) => new RegExp(`^ibm-plex-sans-arabic-${weight}-[\\w-]+\\.woff2$`),
  ),
};

/** `<link rel="preload">` for each first-screen font of the language, by its hashed name. */
export function fontPreloads(assetNames, language) {
  return FIRST_SCREEN_FONTS[language].map((pattern) => {
    const name = assetNames.find((file) => pattern.test(file));
    if (!name) throw new Error(`no font in dist/assets matches ${pattern}`);
    return `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin>`;
  });
}

/**
 * The built page made ready for prerendered content: its stylesheet inlined (no request before
 * the first paint; the Content-Security-Policy allows inline styles, not scripts), and its
 * scripts moved to the end of the body at low priority, so that on a slow connection they queue
 * behind the font the first paint needs. They stay ordinary module scripts, which the browser
 * loads and runs on its own once the page is parsed (docs/decisions/0015): nothing on the page
 * has to start them. The root is marked as prerendered: until the app is live, a tap on one of
 * its buttons is kept for it (public/first-paint.js).
 */
export function lowPriorityScriptsAndInlineStyles(template, readAsset) {
  const scripts = [];
  const page = template
    .replace(
      /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g,
      (tag) => {
        scripts.push(tag.trim().replace(/ (src|href)=/, ' fetchpriority="low" $1='));
        return '';
      },
    )
    .replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
      // The link stays, disabled (never fetched): Vite's preload helper looks for it before it
      // fetches a lazy route's stylesheets, which list this one, and would load it again.
      (_, file) =>
        `<style>${readAsset(file)}</style><link rel="stylesheet" href="/${file}" disabled />`,
    )
    .replace('<div id="root">', '<div id="root" data-prerendered>')
    .replace('</body>', `  ${scripts.join('\n    ')}\n  </body>`);
  if (scripts.length === 0 || /<link rel="stylesheet"(?![^>]*disabled)/.test(page)) {
    throw new Error('dist/index.html: no module script, or a stylesheet left to inline');
  }
  return page;
}

/** One prerendered page in the page made ready for it. */
export function fillTemplate(template, { html, language, title, description }, preloads = []) {
  const filled = template
    .replace(
      /<html lang="en" dir="ltr">/,
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `${preloads.map((link) => `    ${link}\n`).join('')}  </head>`)
    .replace(
      '<div id="root" data-prerendered></div>',
      `<div id="root" data-prerendered>${html}</div>`,
    );
  if (!filled.includes(html)) throw new Error('dist/index.html has no empty <div id="root">');
  return filled;
}

const outputFile = (dist, path, name = 'index.html') => join(dist, path === '/' ? '' : path, name);

/** Prerenders into `dist`, the output of `vite build` (`node scripts/prerender.mjs dist`). */
export async function prerender(dist) {
  await build({
    root: WEB,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: SERVER_BUILD, emptyOutDir: true },
  });
  const { renderPage } = await import(pathToFileURL(join(SERVER_BUILD, 'render-page.js')).href);
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, '200.html'), shell);
  const template = lowPriorityScriptsAndInlineStyles(shell, (file) =>
    readFileSync(join(dist, file), 'utf8'),
  );
  const assetNames = readdirSync(join(dist, 'assets'));
  for (const path of PRERENDERED_PATHS) {
    const page = await renderPage(path);
    const file = outputFile(dist, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, page, fontPreloads(assetNames, page.language)));
    if (page.language === 'en') {
      writeFileSync(outputFile(dist, path, ARABIC_BROWSER_COPY), fillTemplate(template, page));
    }
    console.log(
      `prerendered ${path} (${page.language}): ${(page.html.length / 1024).toFixed(1)} KB`,
    );
  }
  rmSync(SERVER_BUILD, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  await prerender(resolve(process.argv[2] ?? 'dist'));
