import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { bodyFieldOf } from '@mizan/contracts';
import { ApiError } from './api-client.ts';

/** The error type the server's field errors get on the form, to tell them from the form's own. */
export const SERVER_FIELD_ERROR = 'server';

export interface ServerFieldErrorsOptions<TValues extends FieldValues> {
  /**
   * The request body's fields -> the form's: a problem naming `body.<key>` (contracts'
   * fieldPath) lands on the form field `fields[key]`; other fields are skipped.
   */
  fields: Readonly<Record<string, Path<TValues>>>;
  /** The text shown under a field; the server's message by default. */
  message?: (field: Path<TValues>, serverMessage: string) => string;
}

/**
 * Puts a problem's field errors (`errors[]` of RFC 9457 problem details) on the form's fields,
 * focusing the first. True when at least one landed on a field.
 */
export function setServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  { fields, message = (_field, serverMessage) => serverMessage }: ServerFieldErrorsOptions<TValues>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let mapped = false;
  for (const fieldError of error.problem?.errors ?? []) {
    const field = bodyFieldOf(fieldError.field, fields);
    if (field === undefined) continue;
    setError(
      field,
      { type: SERVER_FIELD_ERROR, message: message(field, fieldError.message) },
      { shouldFocus: !mapped },
    );
    mapped = true;
  }
  return mapped;
}
