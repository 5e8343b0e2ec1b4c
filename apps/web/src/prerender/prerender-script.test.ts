import { describe, expect, it } from 'vitest';

// scripts/prerender.mjs, the build step that writes the prerendered pages.
// @ts-expect-error: a build script in plain JavaScript, without types.
const script = (await import('../../scripts/prerender.mjs')) as {
  lowPriorityScriptsAndInlineStyles: (
    template: string,
    readAsset: (file: string) => string,
  ) => string;
  fillTemplate: (template: string, page: object, preloads?: string[]) => string;
  fontPreloads: (assetNames: string[], language: 'en' | 'ar') => string[];
};

const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta
      name="description"
      content="Compare credit cards."
    />
    <title>Mizan</title>
    <script src="/first-paint.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered page', () => {
  const template = script.lowPriorityScriptsAndInlineStyles(BUILT, (file) =>
    file === 'assets/index-123.css' ? 'body{margin:0}' : '',
  );

  it('inlines the stylesheet and leaves the scripts to the browser, after the page, at low priority', () => {
    // The link kept, disabled: a browser does not fetch it, and Vite's preload helper, finding
    // it, does not fetch the same stylesheet for a lazy route.
    expect(template).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-123.css" disabled />',
    );
    expect(template.match(/rel="stylesheet"/g)).toHaveLength(1);
    const [head, body] = template.split('<body>');
    expect(head).toContain('<script src="/first-paint.js"></script>');
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    // Ordinary module scripts the browser loads and runs itself once the page is parsed: after
    // the page's markup, asked for after what the first paint needs.
    expect(body).toMatch(
      /<div id="root" data-prerendered><\/div>\s*<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-abc.js"><\/script>\s*<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/react-def.js">\s*<\/body>/,
    );
    expect(template).not.toContain('<template');
  });

  it('fills in the language, direction, title, description, font preloads and the markup', () => {
    const page = script.fillTemplate(
      template,
      {
        html: '<h1>مرحبا</h1>',
        language: 'ar',
        title: 'ميزان & شركاه',
        description: 'قارن "البطاقات"',
      },
      ['<link rel="preload" href="/assets/plex-400-x.woff2" as="font">'],
    );
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>ميزان &amp; شركاه</title>');
    expect(page).toContain('<meta name="description" content="قارن &quot;البطاقات&quot;" />');
    expect(page).toMatch(
      /<link rel="preload" href="\/assets\/plex-400-x.woff2" as="font">\s*<\/head>/,
    );
    expect(page).toContain('<div id="root" data-prerendered><h1>مرحبا</h1></div>');
  });

  it('preloads the fonts the first screen of each language draws with, by their hashed names', () => {
    const assets = [
      'inter-latin-wght-normal-Dx4k.woff2',
      'ibm-plex-sans-arabic-400-D7sn.woff2',
      'ibm-plex-sans-arabic-500-BHRN.woff2',
      'ibm-plex-sans-arabic-600-wd2R.woff2',
      'index-abc.js',
    ];
    expect(script.fontPreloads(assets, 'en')).toEqual([
      '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4k.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    expect(script.fontPreloads(assets, 'ar')).toHaveLength(3);
    expect(() => script.fontPreloads(['index-abc.js'], 'en')).toThrow(/no font/);
  });

  it('refuses a built page it does not recognise rather than write a broken one', () => {
    expect(() =>
      script.lowPriorityScriptsAndInlineStyles('<html><body></body></html>', () => ''),
    ).toThrow(/no module script/);
  });
});
