import type { Language } from '@mizan/contracts';
import { isValidationKey, t, validationText } from '../texts/index.ts';

/** A schema check that failed, as fastify-type-provider-zod reports it (zod's issue inside). */
export interface ValidationIssue {
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown> | undefined;
}

const TYPES = ['string', 'number', 'int', 'boolean', 'array', 'object', 'bigint', 'date'] as const;
type TypeName = (typeof TYPES)[number];
const isTypeName = (value: unknown): value is TypeName => TYPES.includes(value as TypeName);

const list = (values: unknown, language: Language) => {
  const items = Array.isArray(values) ? values.map(String) : [];
  return { count: items.length, text: items.join(t(language, 'checks.listSeparator')) };
};

/** A too_small or too_big check: characters, items, or a number's bound. */
function bound(issue: ValidationIssue, language: Language, smallest: boolean): string {
  const params = issue.params ?? {};
  const limit = Number(params[smallest ? 'minimum' : 'maximum']);
  if (params.origin === 'string') {
    return t(language, smallest ? 'checks.minCharacters' : 'checks.maxCharacters', {
      count: limit,
    });
  }
  if (params.origin === 'array' || params.origin === 'set') {
    return t(language, smallest ? 'checks.minItems' : 'checks.maxItems', { count: limit });
  }
  const inclusive = params.inclusive !== false;
  const key = smallest
    ? inclusive
      ? 'checks.atLeast'
      : 'checks.greaterThan'
    : inclusive
      ? 'checks.atMost'
      : 'checks.lessThan';
  return t(language, key, { limit });
}

/**
 * Zod's own checks (those a schema states without a message of its own: a type, an integer
 * range, an unknown key), worded from the catalogue by the issue's code. Zod's own sentences
 * are not used in either language: its Arabic mixes English type names into the Arabic
 * ("يفترض لـ number أن يكون >= 1"), and its English would change with zod's versions.
 * `absent`: the request has no value where the check failed.
 */
function ownCheck(issue: ValidationIssue, language: Language, absent: boolean): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type': {
      if (absent) return t(language, 'checks.required');
      const expected = params.expected;
      const type = t(language, `checks.types.${isTypeName(expected) ? expected : 'other'}`);
      return t(language, 'checks.type', { type });
    }
    case 'too_small':
      return bound(issue, language, true);
    case 'too_big':
      return bound(issue, language, false);
    case 'invalid_value': {
      const values = list(params.values, language);
      return t(language, 'checks.value', { count: values.count, values: values.text });
    }
    case 'invalid_format':
      return t(language, 'checks.format');
    case 'unrecognized_keys': {
      const keys = list(params.keys, language);
      return t(language, 'checks.unexpectedFields', { count: keys.count, fields: keys.text });
    }
    default:
      return t(language, 'checks.invalid');
  }
}

/**
 * A failed check's message in `language`: a schema's message is a key of the contracts'
 * validation texts; anything else is one of zod's own checks.
 */
export function validationMessage(
  issue: ValidationIssue,
  language: Language,
  absent: boolean,
): string {
  const message = issue.message ?? '';
  return isValidationKey(message)
    ? validationText(language, message)
    : ownCheck(issue, language, absent);
}
