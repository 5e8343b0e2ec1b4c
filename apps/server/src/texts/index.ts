import {
  hasText,
  translate,
  validationValues,
  type Country,
  type Language,
  type ProductType,
  type TextKeyOf,
  type TextTree,
  type TextValues,
  type ValidationKey,
} from '@mizan/contracts';
import validationArabic from '@mizan/contracts/texts/validation.ar.json' with { type: 'json' };
import validationEnglish from '@mizan/contracts/texts/validation.en.json' with { type: 'json' };
import { localizedBy, type Localized } from './localized.ts';
import arabic from './ar.json' with { type: 'json' };
import english from './en.ts';

// Every text the server writes, in one catalogue per language (docs/decisions/0018): en.ts and
// ar.json here, and the contracts' validation texts, which the schemas name by key. Worded by
// the contracts' translate(), the one that the web app uses too (Intl.PluralRules for plurals).

/** The key of a server text; a typo fails to compile. */
export type TextKey = TextKeyOf<typeof english>;

const TEXTS: Record<Language, TextTree> = { en: english, ar: arabic };
const VALIDATION_TEXTS: Record<Language, TextTree> = {
  en: validationEnglish,
  ar: validationArabic,
};

/** The text of `key` in `language`, its placeholders filled (`count` also picks the plural). */
export function t(language: Language, key: TextKey, values?: TextValues): string {
  return translate(TEXTS, language, key, values);
}

/** Values that differ by language: money, a product's name, words of the catalogue. */
export type LocalizedValues = TextValues | ((language: Language) => TextValues);

/** A text in every language the API answers in, for a problem worded where it is thrown. */
export function localize(key: TextKey, values?: LocalizedValues): Localized {
  return localizedBy((language) =>
    t(language, key, typeof values === 'function' ? values(language) : values),
  );
}

/** Whether a schema's message is a key of the validation texts (zod's own messages are not). */
export function isValidationKey(message: string): message is ValidationKey {
  return hasText(VALIDATION_TEXTS.en, message);
}

/** A schema's message in `language`, with the limits it names. */
export function validationText(language: Language, key: ValidationKey): string {
  return translate(VALIDATION_TEXTS, language, key, validationValues(key));
}

/**
 * How the texts name a product type (productTypes in the catalogues): a loan is a financing
 * (تمويل) in Saudi Arabia, and an Islamic one wherever it is sold, as the banks call them.
 */
export function productKind(type: ProductType, country: Country, isIslamic = false) {
  if (type === 'Card') return 'card';
  return country === 'sa' || isIslamic ? 'financing' : 'loan';
}
