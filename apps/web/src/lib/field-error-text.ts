import type { FieldError } from 'react-hook-form';
import { validationValues } from '@mizan/contracts';
import i18n, { hasValidationTexts, loadValidationTexts, type TFunction } from './i18n.ts';
import { SERVER_FIELD_ERROR } from './server-field-errors.ts';

/**
 * What a form field's error says, worded where it is shown so that it follows a change of
 * language. The server's words come as they are: it answered in the language the page asked
 * in. The form's rules are the contracts' schemas, whose messages are keys of the validation
 * texts; a message that is no key (zod's own, for a check no schema worded) is shown as it is.
 * The validation texts come with a form's rules (lib/i18n.ts); after a change of language they
 * are fetched here, and the field is drawn again when they arrive.
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_FIELD_ERROR) return error.message;
  if (!hasValidationTexts()) {
    void loadValidationTexts().catch(() => undefined);
    return undefined;
  }
  return i18n.hasText(error.message)
    ? t(error.message, validationValues(error.message))
    : error.message;
}
