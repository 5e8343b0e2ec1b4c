import type { CatalogueState, ItemKind, ItemState } from './seed-state.ts';

// What `db:seed` is about to overwrite and what it changed, worked out from the catalogue as it
// was before and after the seed wrote it (seed-state.ts).

/** What the seed files name, by kind: the items a seed writes. */
export type SeedKeys = Record<ItemKind, ReadonlySet<string>>;

/** Kinds the seed deactivates when they left the seed files (the others it leaves alone). */
const DEACTIVATED_WHEN_GONE: ReadonlySet<ItemKind> = new Set(['product', 'question']);

/** A console edit the seed would overwrite. */
export interface EditedItem {
  kind: ItemKind;
  key: string;
  id: number | string;
  version: number;
  editedAt: Date;
  /** What the seed does to it: writes the seed files' values, or deactivates it (not in them). */
  seedWould: 'overwrite' | 'deactivate';
}

/** The items the console edited that this seed would write. */
export function editedItemsTheSeedWouldWrite(
  before: CatalogueState,
  seedKeys: SeedKeys,
): EditedItem[] {
  return before.items.flatMap((item): EditedItem[] => {
    if (item.editedAt === null) return [];
    const inSeed = seedKeys[item.kind].has(item.key);
    const deactivated = !inSeed && item.active && DEACTIVATED_WHEN_GONE.has(item.kind);
    if (!inSeed && !deactivated) return [];
    const { kind, key, id, version, editedAt } = item;
    return [{ kind, key, id, version, editedAt, seedWould: inSeed ? 'overwrite' : 'deactivate' }];
  });
}

export interface KindCounts {
  inserted: number;
  updated: number;
  deactivated: number;
  unchanged: number;
}

export type SeedCounts = Record<ItemKind, KindCounts>;

const itemId = (item: Pick<ItemState, 'kind' | 'key'>) => `${item.kind}\u0000${item.key}`;

/**
 * Counts by kind of the items the seed inserted, changed (a new version), deactivated, or left as
 * they were. Items the seed does not name and did not touch are not counted.
 */
export function countChanges(
  before: CatalogueState,
  after: CatalogueState,
  seedKeys: SeedKeys,
): SeedCounts {
  const earlier = new Map(before.items.map((item) => [itemId(item), item]));
  const counts = Object.fromEntries(
    Object.keys(seedKeys).map((kind) => [
      kind,
      { inserted: 0, updated: 0, deactivated: 0, unchanged: 0 },
    ]),
  ) as SeedCounts;
  for (const item of after.items) {
    const was = earlier.get(itemId(item));
    const tally = counts[item.kind];
    if (!was) tally.inserted += 1;
    else if (was.active && !item.active) tally.deactivated += 1;
    else if (item.version !== was.version) tally.updated += 1;
    else if (seedKeys[item.kind].has(item.key)) tally.unchanged += 1;
  }
  return counts;
}

/**
 * Products whose sub-features, and questions whose options, the seed changed: such an item was
 * changed even when its own row was not, so it needs a new version too.
 */
export function ownersOfChangedParts(before: CatalogueState, after: CatalogueState) {
  const changed = (was: Map<number, string>, now: Map<number, string>) =>
    [...new Set([...was.keys(), ...now.keys()])].filter(
      (owner) => was.get(owner) !== now.get(owner),
    );
  return {
    products: changed(before.parts.productFeatures, after.parts.productFeatures),
    questions: changed(before.parts.questionOptions, after.parts.questionOptions),
  };
}
