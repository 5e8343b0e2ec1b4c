import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Language tags ar, ar-AE, ar-SA... all mean Arabic; en-GB and en-US mean English. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language an `Accept-Language` header asks for: the supported language with the highest
 * quality (ties go to the one listed first), English when none is supported or the header is
 * absent. `ar-SA;q=0.9, en;q=0.8` gives 'ar'.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  let best: { language: Language; quality: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹, Persian/Urdu keyboards) digits as 0-9. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const codePoint = digit.codePointAt(0)!;
    return String(codePoint - (codePoint >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
