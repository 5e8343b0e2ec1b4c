import type { z } from 'zod';
import english from '@mizan/contracts/texts/validation.en.json';
import { ConsoleApiError } from '../../../lib/console-api.ts';
import { fromServerField, type Path } from './paths.ts';

/** A field's error message by its path ('' for the item as a whole). */
export type FieldErrors = Record<Path, string>;

/** The English text of a contract's message key (`validation.catalogue.key`), else the message. */
function validationText(message: string): string | undefined {
  if (!message.startsWith('validation.')) return undefined;
  let here: unknown = { validation: english.validation };
  for (const part of message.split('.')) {
    here = (here as Record<string, unknown> | undefined)?.[part];
  }
  return typeof here === 'string' ? here : undefined;
}

/** What a zod issue says, in the words the server uses for the same check. */
function issueText(issue: z.core.$ZodIssue): string {
  const text = validationText(issue.message);
  if (text) return text;
  const details = issue as z.core.$ZodIssue & {
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    format?: string;
    expected?: string;
  };
  switch (issue.code) {
    case 'too_small':
      if (details.origin === 'string' && Number(details.minimum) === 1) return 'must be filled in';
      if (details.origin === 'array') return `needs at least ${details.minimum}`;
      return `must be at least ${details.minimum}`;
    case 'too_big':
      if (details.origin === 'string') return `must be at most ${details.maximum} characters`;
      if (details.origin === 'array') return `takes at most ${details.maximum}`;
      return `must be at most ${details.maximum}`;
    case 'invalid_type':
      if (/Ids?$/.test(String(issue.path.at(-1)))) return 'must be chosen';
      return details.expected === 'number' ? 'must be a number' : 'must be filled in';
    case 'invalid_format':
      if (details.format === 'url') return 'must be a web address (https://…)';
      if (details.format === 'date') return 'must be a day (YYYY-MM-DD)';
      return issue.message;
    case 'invalid_value':
      return 'must be one of the choices';
    default:
      return issue.message;
  }
}

/**
 * The draft checked by the contract's schema: its errors by field, none when it is valid. Valid,
 * it is answered as the calls write it (parsed, then encoded: a country stays `AE`).
 */
export function validate(
  schema: z.ZodType,
  draft: unknown,
): { data: unknown; errors: FieldErrors | undefined } {
  const result = schema.safeParse(draft);
  if (result.success) return { data: schema.encode(result.data), errors: undefined };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueText(issue);
  }
  return { data: undefined, errors };
}

/** A 400's `errors[]` by field (the form's paths); undefined when the error is no 400 with them. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ConsoleApiError) || error.status !== 400) return undefined;
  const list = (error.problem as { errors?: { field: string; message: string }[] } | undefined)
    ?.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const errors: FieldErrors = {};
  for (const { field, message } of list) {
    errors[fromServerField(field)] ??= validationText(message) ?? message;
  }
  return errors;
}

/** A 409's `current`: the item as someone else saved it. */
export function conflictCurrent(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ConsoleApiError) || error.status !== 409) return undefined;
  const current = (error.problem as { current?: unknown } | undefined)?.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}
