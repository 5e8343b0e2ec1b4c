// What the font scripts (latin-font.mjs, subset-arabic-font.mjs) measure a web font and its
// local fallback with: the site's own words, laid out by fontkit as a browser shapes them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every string value of a JSON tree. */
const stringsOf = (value) =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * Every text the site writes in a language: the shared and per-feature string files and the long
 * documents (privacy policy, terms).
 */
export function siteStrings(language) {
  const suffix = language === 'en' ? '' : `.${language}`;
  const files = [
    ...readdirSync(join(WEB, 'src/locales', language)).map((name) =>
      join(WEB, 'src/locales', language, name),
    ),
    ...readdirSync(join(WEB, 'src/features')).map((feature) =>
      join(WEB, 'src/features', feature, `locales/${language}.json`),
    ),
    join(WEB, `src/components/privacy-policy/privacy-policy${suffix}.json`),
    join(WEB, `src/features/terms/terms-of-service${suffix}.json`),
  ].filter(existsSync);
  const text = files.flatMap((file) => stringsOf(JSON.parse(readFileSync(file, 'utf8'))));
  return { files: files.length, text };
}

/** The words' shaped width in em. */
export function widthOf(font, words) {
  let units = 0;
  for (const word of words) units += font.layout(word).advanceWidth;
  return units / font.unitsPerEm;
}

/** Ascent, descent and line gap in em, as browsers read them (typo metrics when the font asks). */
export function verticalMetrics(font) {
  const os2 = font['OS/2'];
  const typo = os2.fsSelection.useTypoMetrics;
  return {
    ascent: (typo ? os2.typoAscender : font.ascent) / font.unitsPerEm,
    descent: Math.abs(typo ? os2.typoDescender : font.descent) / font.unitsPerEm,
    lineGap: (typo ? os2.typoLineGap : font.lineGap) / font.unitsPerEm,
  };
}

export const percent = (ratio) => `${(ratio * 100).toFixed(2)}%`;
