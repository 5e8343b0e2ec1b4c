// The Arabic web font, made by hand and committed (run again after a change of the source font,
// the character set or the Arabic strings):
//
//   node apps/web/scripts/subset-arabic-font.mjs
//
// 1. Subsets IBM Plex Sans Arabic (@fontsource/ibm-plex-sans-arabic, SIL Open Font License),
//    weights 400, 500 and 600, to the Arabic the site writes (UNICODE_RANGE below) into
//    src/assets/fonts/. Latin and digits are not in it: Inter (English pages) or the system font.
// 2. Measures those files against the local fallback shown while they load (Noto Sans Arabic,
//    from @fontsource/noto-sans-arabic: the same font a system with it installed has) and writes
//    src/styles/arabic-font.css: the Plex faces with that unicode-range, so that only a page
//    with Arabic on it fetches them, and fallback faces whose size-adjust and ascent, descent and
//    line-gap overrides make the fallback take the room Plex will take, so the swap moves nothing.
//
// Width: the shaped advance of every Arabic word of the site's Arabic strings (locales, privacy
// policy, terms), laid out with each font by fontkit (joining forms and ligatures as a browser
// shapes them); size-adjust = Plex's total / the fallback's. Height: both fonts set
// USE_TYPO_METRICS, so browsers use the OS/2 typo ascender, descender and line gap (equal to
// hhea in both); each override = Plex's value / unitsPerEm / size-adjust.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import * as fontkit from 'fontkit';
import * as prettier from 'prettier';
import { percent, siteStrings, verticalMetrics, widthOf } from './font-metrics.mjs';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const WEIGHTS = [400, 500, 600];
const WEIGHT_NAMES = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold' };

/** Arabic punctuation, letters and marks, Arabic-Indic digits and signs, the joiners and marks. */
const UNICODE_RANGE = [
  [0x060c],
  [0x061b],
  [0x061c],
  [0x061f],
  [0x0621, 0x0652],
  [0x0660, 0x066d],
  [0x0670],
  [0x200c, 0x200f],
];

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const cssRange = UNICODE_RANGE.map(([from, to]) =>
  to === undefined ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');
const characters = UNICODE_RANGE.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const fontsourceFile = (pkg, weight) =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-arabic-${weight}-normal.woff2`);
const outputName = (weight) => `ibm-plex-sans-arabic-${weight}.woff2`;
const fontsDir = join(WEB, 'src/assets/fonts');

function arabicWords() {
  const { files, text } = siteStrings('ar');
  const word = new RegExp(`[${characters.replace(/[\u200c-\u200f]/g, '')}]+`, 'gu');
  return { files, words: text.flatMap((line) => line.match(word) ?? []) };
}

mkdirSync(fontsDir, { recursive: true });
const { files, words } = arabicWords();
const faces = [];
const fallbacks = [];
const report = [];
for (const weight of WEIGHTS) {
  const source = readFileSync(fontsourceFile('ibm-plex-sans-arabic', weight));
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
  writeFileSync(join(fontsDir, outputName(weight)), subset);

  const plex = fontkit.create(subset);
  const fallback = fontkit.create(readFileSync(fontsourceFile('noto-sans-arabic', weight)));
  const sizeAdjust = widthOf(plex, words) / widthOf(fallback, words);
  const target = verticalMetrics(plex);
  report.push(
    `${weight}: ${(subset.length / 1024).toFixed(1)} KB woff2; size-adjust ${percent(sizeAdjust)}`,
  );

  faces.push(`@font-face {
  font-family: 'IBM Plex Sans Arabic';
  font-style: normal;
  font-weight: ${weight};
  font-display: optional;
  src: url('../assets/fonts/${outputName(weight)}') format('woff2');
  unicode-range: ${cssRange};
}`);
  // local() matches a face's full or PostScript name (the family name alone matches nothing).
  const name = WEIGHT_NAMES[weight];
  fallbacks.push(`@font-face {
  font-family: 'IBM Plex Sans Arabic Fallback';
  font-style: normal;
  font-weight: ${weight};
  src: local('Noto Sans Arabic ${name}'), local('NotoSansArabic-${name}'),
    local('Noto Sans Arabic UI ${name}'), local('NotoSansArabicUI-${name}');
  unicode-range: ${cssRange};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(target.ascent / sizeAdjust)};
  descent-override: ${percent(target.descent / sizeAdjust)};
  line-gap-override: ${percent(target.lineGap / sizeAdjust)};
}`);
}

const css = `/*
 * The Arabic web font: IBM Plex Sans Arabic 400/500/600, self-hosted, subset to the Arabic the
 * site writes, fetched only by a page with Arabic on it (unicode-range). A prerendered Arabic page
 * preloads the three weights (scripts/prerender.mjs); they are used if they are in within the
 * first moment of the page (font-display: optional), else the page keeps its fallback and the
 * next page has Plex from the cache: a swap after the first paint would move the text on
 * systems whose Arabic font is not the fallback below (issue 15: CLS 0). GENERATED by
 * scripts/subset-arabic-font.mjs, which says how the numbers below were measured: do not edit by
 * hand, run it again.
 *
 * Until Plex is in, 'IBM Plex Sans Arabic Fallback' draws the Arabic: the local Noto Sans Arabic
 * scaled (size-adjust: the shaped width of the ${words.length} Arabic words of the site's ${files}
 * Arabic string files, Plex's over Noto's) and given Plex's ascent, descent and line gap, so the
 * swap moves nothing. A system without Noto Sans Arabic falls through to its own Arabic font.
 * The stacks (index.css, --font-sans): English pages Inter first, these two for any Arabic letter;
 * Arabic pages these two first and the system sans-serif for Latin and digits (no Inter download).
 *
 * ${report.join('\n * ')}
 */

${faces.join('\n\n')}

${fallbacks.join('\n\n')}
`;
const cssFile = join(WEB, 'src/styles/arabic-font.css');
const options = await prettier.resolveConfig(cssFile);
writeFileSync(cssFile, await prettier.format(css, { ...options, filepath: cssFile }));
console.log(`${words.length} Arabic words from ${files} files\n${report.join('\n')}`);
