import {
  SPEND_CATEGORIES,
  SpendSchema,
  toWesternDigits,
  type Spend,
  type SpendCategory,
} from '@mizan/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The spend form as typed: one text per category. */
export type SpendFormValues = Record<SpendCategory, string>;

export const spendFormValues = (spend: Spend): SpendFormValues =>
  Object.fromEntries(
    SPEND_CATEGORIES.map((category) => [category, spend[category]?.toString() ?? '']),
  ) as SpendFormValues;

/**
 * An amount as people type it: "1,500", "1 500", "١٬٥٠٠" or "۱۵۰۰" (Arabic and Persian keyboards,
 * docs/decisions/0013) all give 1500. Empty gives undefined (no spend there); anything that is
 * not a number gives NaN, which the schema refuses.
 */
export function parseAmount(text: string): number | undefined {
  // The digits as the contracts read them everywhere; then the Arabic decimal and thousands
  // separators (U+066B, U+066C).
  const western = toWesternDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c]/g, '');
  if (western === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(western) ? Number(western) : Number.NaN;
}

/**
 * The form checked by the contracts' SpendSchema, the rule the server applies: each error keeps
 * the schema's issue code as its type (too_small, too_big, invalid_type), which the form words.
 */
export const spendResolver: Resolver<SpendFormValues, unknown, Spend> = (values) => {
  const candidate: Record<string, number> = {};
  for (const category of SPEND_CATEGORIES) {
    const amount = parseAmount(values[category]);
    if (amount !== undefined) candidate[category] = amount;
  }
  const result = SpendSchema.safeParse(candidate);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<SpendFormValues> = {};
  for (const issue of result.error.issues) {
    const category = issue.path[0] as SpendCategory;
    errors[category] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
