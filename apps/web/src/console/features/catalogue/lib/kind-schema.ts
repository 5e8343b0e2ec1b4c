import type { z } from 'zod';
import { KINDS, type CatalogueItem, type KindSlug } from '../kinds.ts';
import { blankOf, describe, shapeOf, type Schema } from './schema.ts';

/** A product's schema is its type's (card or loan); every other kind has one. */
function pick(union: z.ZodType, item: CatalogueItem): z.ZodType {
  const options = describe(union).schema.def.options as Schema[] | undefined;
  if (!options) return union;
  return (
    options.find((option) => shapeOf(option).productType?.def.values?.[0] === item.productType) ??
    options[0]!
  );
}

/** The schema the draft is checked by: an item's for a save, an input's for a new one. */
export const checkSchemaFor = (kind: KindSlug, item: CatalogueItem) =>
  item.id === undefined ? KINDS[kind].input : KINDS[kind].item;

/** The fields the form shows (the input's: no id, no version). */
export const formSchemaFor = (kind: KindSlug, item: CatalogueItem) => pick(KINDS[kind].input, item);

/** A new item of a kind: blank, active; a product of the type asked for; a question's two options. */
export function blankItem(kind: KindSlug, productType: 'Card' | 'Loan' = 'Card'): CatalogueItem {
  const schema = pick(KINDS[kind].input, { productType });
  const item = blankOf(schema) as CatalogueItem;
  if ('active' in item) item.active = true;
  if (kind === 'questions') {
    const option = { text: { en: '', ar: '' }, points: 0, hardStop: false, value: null };
    item.options = [option, { ...option }];
  }
  if (kind === 'products') item.bankId = undefined;
  if (kind === 'features') item.groupId = undefined;
  return item;
}
