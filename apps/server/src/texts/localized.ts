import type { Language } from '@mizan/contracts';

/** A text in every language the API answers in. */
export type Localized = Readonly<Record<Language, string>>;

/**
 * A catalogue text from its two columns: a missing or blank Arabic text is the English one, so
 * one untranslated entry shows in English instead of empty (the rest stays Arabic).
 */
export function localized(english: string, arabic: string | null | undefined): Localized {
  return { en: english, ar: arabic?.trim() ? arabic : english };
}

/** The same lines in each language; Arabic falls back to English as a whole, never line by line. */
export function localizedLines(
  english: string,
  arabic: string | null | undefined,
): Readonly<Record<Language, string[]>> {
  const text = localized(english, arabic);
  return { en: text.en.split('\n'), ar: text.ar.split('\n') };
}

/** A text made in each language by the same steps. */
export function localizedBy(make: (language: Language) => string): Localized {
  return { en: make('en'), ar: make('ar') };
}
