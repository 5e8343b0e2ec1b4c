import { translateMessage, type Language } from '@mizan/contracts';

/** A schema check that failed, as fastify-type-provider-zod reports it (zod's issue inside). */
export interface ValidationIssue {
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown> | undefined;
}

/** Zod's words for types, in Arabic (accusative: "must be a number" is يجب أن يكون رقماً). */
const ARABIC_TYPES: Readonly<Record<string, string>> = {
  string: 'نصاً',
  number: 'رقماً',
  int: 'عدداً صحيحاً',
  boolean: 'قيمة منطقية (true أو false)',
  array: 'قائمة',
  object: 'كائناً',
  bigint: 'عدداً صحيحاً',
  date: 'تاريخاً',
};

/** "3 أحرف", "11 حرفاً", "100 حرف": the counted noun follows the number's plural category. */
function counted(
  n: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
) {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${n} ${forms.few}`;
    case 'many':
      return `${n} ${forms.many}`;
    default:
      return `${n} ${forms.other}`;
  }
}

const CHARACTERS = { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفاً', other: 'حرف' };
const ITEMS = { one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصراً', other: 'عنصر' };

function bound(params: Record<string, unknown>, key: 'minimum' | 'maximum'): number {
  return Number(params[key]);
}

/**
 * Zod's own checks (those a schema states without a message of its own: a type, an integer
 * range, an unknown key), said in Arabic. Zod ships an Arabic locale, but its sentences mix
 * English type names into the Arabic ("يفترض لـ number أن يكون >= 1"); a visitor deserves better.
 */
function arabicZodMessage(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  const origin = params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      // The parsed value is not in the issue; zod's English message still says when it was absent.
      if (issue.message?.endsWith('received undefined')) return 'مطلوب';
      return `يجب أن تكون القيمة ${ARABIC_TYPES[String(params.expected)] ?? 'من النوع الصحيح'}`;
    case 'too_small': {
      const min = bound(params, 'minimum');
      if (origin === 'string') return `يجب ألا يقل عن ${counted(min, CHARACTERS)}`;
      if (origin === 'array' || origin === 'set') return `يجب ألا يقل عن ${counted(min, ITEMS)}`;
      return params.inclusive === false ? `يجب أن يكون أكبر من ${min}` : `يجب ألا يقل عن ${min}`;
    }
    case 'too_big': {
      const max = bound(params, 'maximum');
      if (origin === 'string') return `يجب ألا يزيد على ${counted(max, CHARACTERS)}`;
      if (origin === 'array' || origin === 'set') return `يجب ألا يزيد على ${counted(max, ITEMS)}`;
      return params.inclusive === false ? `يجب أن يكون أقل من ${max}` : `يجب ألا يزيد على ${max}`;
    }
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String) : [];
      return values.length === 1
        ? `يجب أن تكون القيمة ${values[0]}`
        : `يجب أن تكون إحدى القيم: ${values.join('، ')}`;
    }
    case 'invalid_format':
      return 'الصيغة غير صحيحة';
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return keys.length === 1
        ? `حقل غير متوقع: ${keys[0]}`
        : `حقول غير متوقعة: ${keys.join('، ')}`;
    }
    default:
      return 'القيمة غير صالحة';
  }
}

/**
 * A failed check's message in `language`. English: the schema's own text, unchanged. Arabic: the
 * Arabic of the schema's message when it has one, else zod's check said in Arabic.
 */
export function validationMessage(issue: ValidationIssue, language: Language): string {
  const english = issue.message ?? 'is invalid';
  if (language === 'en') return english;
  const arabic = translateMessage(english, language);
  return arabic !== english ? arabic : arabicZodMessage(issue);
}
