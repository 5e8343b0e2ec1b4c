import { inArray, sql } from 'drizzle-orm';
import { questionKey, writeSeedFiles } from './seed-files.ts';
import { readCatalogueState, type CatalogueState, type ItemKind } from './seed-state.ts';
import {
  countChanges,
  editedItemsTheSeedWouldWrite,
  ownersOfChangedParts,
  type EditedItem,
  type SeedCounts,
  type SeedKeys,
} from './seed-changes.ts';
import type { Database } from '../db/client.ts';
import {
  banners,
  features,
  locations,
  organizations,
  productFeatures,
  products,
  promoCodes,
  questionOptions,
  questions,
} from '../db/schema/index.ts';
import { organizations as seedOrganizations } from '../db/seed/data/organizations.ts';
import { featureGroups } from '../db/seed/data/features.ts';
import { cards } from '../db/seed/data/cards.ts';
import { loans } from '../db/seed/data/loans.ts';
import { banners as seedBanners } from '../db/seed/data/banners.ts';
import { questions as seedQuestions } from '../db/seed/data/questions.ts';
import { promoCodes as seedPromoCodes } from '../db/seed/data/promo-codes.ts';

export type SeedOutcome =
  /** Console edits the seed would overwrite: nothing was written. */
  | { outcome: 'refused'; edited: EditedItem[] }
  /** The catalogue is the seed files' again; `overwritten` lists the console edits it replaced. */
  | { outcome: 'seeded'; counts: SeedCounts; overwritten: EditedItem[] };

/**
 * Brings the catalogue in line with the seed files, updating rows in place by their keys so that
 * ids stay stable and visitors' records keep pointing at the same products. Products and
 * questions that left the seed files are deactivated, not deleted.
 *
 * Once the console runs the catalogue (issue 23), the seed files must not silently undo its
 * edits: when any item the seed would write was saved through the console, it writes nothing and
 * answers which, unless told to `overwrite` them. One transaction, with the catalogue tables
 * locked against writes, so no console save slips in between the check and the writes. Reads go
 * on; a visitor's write that refers to a catalogue row (its foreign-key check takes a row lock)
 * waits the moment the seed takes. A lighter lock that lets those through would let a console
 * save that locked its row first deadlock with the seed.
 */
export async function syncCatalogue(
  db: Database,
  options: { overwrite?: boolean } = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sql.join(CATALOGUE_TABLES, sql`, `)} in exclusive mode`);
    const keys = seedKeys();
    const before = await readCatalogueState(tx);
    const edited = editedItemsTheSeedWouldWrite(before, keys);
    if (edited.length > 0 && !options.overwrite) return { outcome: 'refused', edited };

    await writeSeedFiles(tx);
    const after = await newVersionsForChangedParts(tx, before);
    return { outcome: 'seeded', counts: countChanges(before, after, keys), overwritten: edited };
  });
}

/** Every table the seed writes. */
const CATALOGUE_TABLES = [
  locations,
  promoCodes,
  organizations,
  features,
  products,
  productFeatures,
  questions,
  questionOptions,
  banners,
];

/** What the seed files name, by kind (the items a seed writes). */
function seedKeys(): SeedKeys {
  return {
    bank: new Set(seedOrganizations.map((bank) => bank.key)),
    product: new Set([...cards, ...loans].map((product) => product.key)),
    'feature group': new Set(featureGroups.map((group) => group.key)),
    feature: new Set(featureGroups.flatMap((group) => group.subFeatures.map((sub) => sub.key))),
    question: new Set(seedQuestions.map(questionKey)),
    banner: new Set(seedBanners.map((banner) => String(banner.id))),
    'promo code': new Set(seedPromoCodes.map((promo) => promo.code)),
  };
}

/**
 * A product whose sub-features, or a question whose options, the seed changed is a changed item
 * even when its own row is not: it gets a new version too (once). Answers the state after.
 */
async function newVersionsForChangedParts(
  tx: Database,
  before: CatalogueState,
): Promise<CatalogueState> {
  const after = await readCatalogueState(tx);
  const owners = ownersOfChangedParts(before, after);
  // Raised once only: an item whose own row the seed changed already has its new version.
  const notYetRaised = (kind: ItemKind, ids: number[]) =>
    ids.filter((id) => {
      const was = before.items.find((item) => item.kind === kind && item.id === id);
      const now = after.items.find((item) => item.kind === kind && item.id === id);
      return was && now && was.version === now.version;
    });
  const productIds = notYetRaised('product', owners.products);
  const questionIds = notYetRaised('question', owners.questions);
  if (productIds.length === 0 && questionIds.length === 0) return after;
  if (productIds.length > 0) {
    await tx
      .update(products)
      .set({ version: sql`${products.version} + 1` })
      .where(inArray(products.id, productIds));
  }
  if (questionIds.length > 0) {
    await tx
      .update(questions)
      .set({ version: sql`${questions.version} + 1` })
      .where(inArray(questions.id, questionIds));
  }
  return readCatalogueState(tx);
}

/** Seeds an empty database; a database that already has a catalogue is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if ((await db.$count(organizations)) > 0) return false;
  await syncCatalogue(db);
  return true;
}
