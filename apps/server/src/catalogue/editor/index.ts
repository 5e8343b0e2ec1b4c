// The console's catalogue editor: each kind's rows as the item the console edits (one file per
// kind), saved by one generic add / save / restore (save.ts) with versions and audit entries.
import { bankKind } from './banks.ts';
import { bannerKind } from './banners.ts';
import { featureGroupKind, featureKind } from './features.ts';
import type { KindName } from './kind.ts';
import { productKind } from './products.ts';
import { promoCodeKind } from './promo-codes.ts';
import { questionKind } from './questions.ts';

export { asWritten, type EditableKind, type KindName, type VersionedItem } from './kind.ts';
export type { ListedBank } from './banks.ts';
export { pageOf } from './list.ts';
export { addItem, getItem, saveItem, targetOf } from './save.ts';
export type { CatalogueChange, ChangeAction, RecordChange } from './save.ts';
export * from './errors.ts';

/** Every kind the console edits, by its name in the console's addresses. */
export const editableKinds = {
  products: productKind,
  banks: bankKind,
  'feature-groups': featureGroupKind,
  features: featureKind,
  questions: questionKind,
  banners: bannerKind,
  'promo-codes': promoCodeKind,
} as const satisfies Record<KindName, { name: KindName }>;
