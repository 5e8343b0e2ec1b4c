import { translate } from '../src/texts/translate.ts';
import { validationValues } from '../src/texts/validation.ts';
import english from '../src/texts/validation.en.json';

/** A schema's message (a key of the validation texts) as SPEC words it: its English text. */
export const inEnglish = (message: string) =>
  translate({ en: english }, 'en', message, validationValues(message));
