import {
  FUNNEL_MAX_DAYS,
  MAX_COMPARED_PRODUCTS,
  MAX_MONTHLY_SPEND,
  MAX_SELECTED_FEATURES,
} from '../constants.ts';
import type english from './validation.en.json';
import type { TextKeyOf, TextValues } from './translate.ts';

// The schemas' messages are keys of the validation texts (validation.en.json, validation.ar.json:
// English is SPEC section 5's exact wording). Whoever shows a failed check words it in the
// reader's language: the server in its problem details, the web app under a form's field (its
// language chunks carry these texts). Only the type is imported here: the texts themselves stay
// out of every bundle that does not word them.

/** The key of a validation text; a typo fails to compile. */
export type ValidationKey = TextKeyOf<typeof english>;

/** A schema's message, given by its key (zod's `error`): `{ error: message('validation.required') }`. */
export const message = (key: ValidationKey): ValidationKey => key;

/** The values the validation texts show: the limits the schemas check, from constants.ts. */
const VALIDATION_VALUES = {
  'validation.features.selectAtMost': { count: MAX_SELECTED_FEATURES },
  'validation.features.atMost': { count: MAX_SELECTED_FEATURES },
  'validation.products.compareAtMost': { count: MAX_COMPARED_PRODUCTS },
  'validation.spend.tooLarge': { max: MAX_MONTHLY_SPEND },
  'validation.funnel.tooManyDays': { max: FUNNEL_MAX_DAYS },
} satisfies Partial<Record<ValidationKey, TextValues>>;

/** What the text of a validation key is filled in with (nothing for one without placeholders). */
export function validationValues(key: string): TextValues | undefined {
  const values: Readonly<Record<string, TextValues>> = VALIDATION_VALUES;
  return Object.hasOwn(values, key) ? values[key] : undefined;
}
