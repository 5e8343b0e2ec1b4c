import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  banners,
  features,
  organizations,
  productFeatures,
  products,
  promoCodes,
  questionOptions,
  questions,
} from '../db/schema/index.ts';

// What `db:seed` looks at before and after it writes (issue 23): each catalogue item's version,
// whether it is active and whether the console edited it, plus the parts of an item kept in
// tables of their own (a product's features, a question's options). Comparing the two tells what
// the seed changed, in words an operator reads, independently of how sync.ts writes the rows.

/** The kinds of catalogue item the console edits, as an operator names them. */
export type ItemKind =
  'bank' | 'product' | 'feature group' | 'feature' | 'question' | 'banner' | 'promo code';

export interface ItemState {
  kind: ItemKind;
  /** What the seed files name the item by: its key, a banner's id, a promo code's code. */
  key: string;
  id: number | string;
  version: number;
  active: boolean;
  /** When a console save last changed it; null when only the seed ever wrote it. */
  editedAt: Date | null;
}

export interface CatalogueState {
  items: ItemState[];
  /** A product's sub-feature ids and a question's options, one string per product / question. */
  parts: { productFeatures: Map<number, string>; questionOptions: Map<number, string> };
}

/** Everything the seed may write, read in one go (the caller holds the tables locked). */
export async function readCatalogueState(db: Database): Promise<CatalogueState> {
  const byKey = { key: sql<string>`key`, id: sql<number>`id` };
  const bookkeeping = {
    version: sql<number>`version`,
    active: sql<boolean>`active`,
    editedAt: sql<Date | null>`edited_at`,
  };
  // One after the other: a transaction is one connection, which takes one query at a time.
  const banks = await db.select({ ...byKey, ...bookkeeping }).from(organizations);
  const productRows = await db.select({ ...byKey, ...bookkeeping }).from(products);
  const featureRows = await db
    .select({ ...byKey, ...bookkeeping, isGroup: sql<boolean>`parent_id is null` })
    .from(features);
  const questionRows = await db.select({ ...byKey, ...bookkeeping }).from(questions);
  const bannerRows = await db
    .select({ key: sql<string>`id::text`, id: banners.id, ...bookkeeping })
    .from(banners);
  const promoRows = await db
    .select({ key: promoCodes.code, id: promoCodes.code, ...bookkeeping })
    .from(promoCodes);
  const items: ItemState[] = [
    ...banks.map((row) => ({ ...row, kind: 'bank' as const })),
    ...productRows.map((row) => ({ ...row, kind: 'product' as const })),
    ...featureRows.map(({ isGroup, ...row }) => ({
      ...row,
      kind: isGroup ? ('feature group' as const) : ('feature' as const),
    })),
    ...questionRows.map((row) => ({ ...row, kind: 'question' as const })),
    ...bannerRows.map((row) => ({ ...row, kind: 'banner' as const })),
    ...promoRows.map((row) => ({ ...row, kind: 'promo code' as const })),
  ].map((item) => ({ ...item, editedAt: toDate(item.editedAt) }));
  return { items, parts: await readParts(db) };
}

/** A timestamp read through `sql` comes back as a string on some drivers. */
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

async function readParts(db: Database): Promise<CatalogueState['parts']> {
  const featureLinks = await db
    .select()
    .from(productFeatures)
    .orderBy(asc(productFeatures.productId), asc(productFeatures.featureId));
  const options = await db
    .select()
    .from(questionOptions)
    .orderBy(asc(questionOptions.questionId), asc(questionOptions.sortOrder));
  return {
    productFeatures: groupAsText(
      featureLinks,
      (link) => link.productId,
      (link) => link.featureId,
    ),
    questionOptions: groupAsText(
      options,
      (option) => option.questionId,
      ({ text, textAr, points, hardStop, value, sortOrder }) => ({
        text,
        textAr,
        points,
        hardStop,
        value,
        sortOrder,
      }),
    ),
  };
}

/** Rows grouped by their owner, each group as one comparable string (rows in their read order). */
function groupAsText<T>(
  rows: T[],
  ownerOf: (row: T) => number,
  contentOf: (row: T) => unknown,
): Map<number, string> {
  const groups = new Map<number, unknown[]>();
  for (const row of rows) {
    const group = groups.get(ownerOf(row)) ?? [];
    group.push(contentOf(row));
    groups.set(ownerOf(row), group);
  }
  return new Map([...groups].map(([owner, group]) => [owner, JSON.stringify(group)]));
}
