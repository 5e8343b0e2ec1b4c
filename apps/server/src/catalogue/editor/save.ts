import type { Database } from '../../db/client.ts';
import {
  ItemNotFound,
  InvalidItemField,
  KeyTaken,
  VersionConflict,
  isUniqueViolation,
} from './errors.ts';
import { asWritten, stampOf, type EditableKind, type VersionedItem } from './kind.ts';

/** How a change is recorded in the audit log: `catalogue.create`, `.update` or `.restore`. */
export type ChangeAction = 'catalogue.create' | 'catalogue.update' | 'catalogue.restore';

/** One change to an item: the whole item before (null when new) and the whole item as saved. */
export interface CatalogueChange {
  action: ChangeAction;
  /** `<kind>:<id>`: what the item's history is read by. */
  target: string;
  before: VersionedItem | null;
  after: VersionedItem;
}

/**
 * Writes the change's audit entry, in the transaction of the change (the console's audit log:
 * the catalogue module knows nothing of who asks, the console's service does).
 */
export type RecordChange = (db: Database, change: CatalogueChange) => Promise<void>;

export const targetOf = (
  kind: EditableKind<VersionedItem, unknown, unknown>,
  id: string | number,
) => `${kind.name}:${id}`;

/** A duplicate key, found by the database's unique constraint, is the caller's 409. */
async function refusingDuplicates<T>(
  kind: { keyField: 'key' | 'code' },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyTaken([kind.keyField]);
    throw error;
  }
}

export async function getItem<Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
): Promise<Item> {
  const item = await kind.read(db, id);
  if (!item) throw new ItemNotFound(kind.name, id);
  return item;
}

/** Adds an item as version 1; answers it as saved. */
export function addItem<Item extends VersionedItem, Input>(
  db: Database,
  kind: EditableKind<Item, Input, unknown>,
  input: Input,
  record: RecordChange,
): Promise<Item> {
  return refusingDuplicates(kind, () =>
    db.transaction(async (tx) => {
      const id = await kind.insert(tx, input, stampOf(1));
      const after = await getItem(tx, kind, id);
      await record(tx, {
        action: 'catalogue.create',
        target: targetOf(kind, id),
        before: null,
        after: asWritten(kind, after),
      });
      return after;
    }),
  );
}

export interface SaveOptions {
  /** The version the item was read at: 409 when it has moved on. Undefined: whatever it is now. */
  expectedVersion: number | undefined;
  action: Exclude<ChangeAction, 'catalogue.create'>;
  record: RecordChange;
}

/**
 * Saves `item` over the item `id` as its next version, in one transaction: the row is locked
 * first, so two saves of one item take turns and the second sees the first's version (409).
 * Anything refused on the way (a key taken, a reference to nothing) rolls the whole save back.
 */
export function saveItem<Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
  item: Item,
  options: SaveOptions,
): Promise<Item> {
  return refusingDuplicates(kind, () =>
    db.transaction(async (tx) => {
      const before = await kind.read(tx, id, true);
      if (!before) throw new ItemNotFound(kind.name, id);
      if (options.expectedVersion !== undefined && before.version !== options.expectedVersion) {
        throw new VersionConflict(asWritten(kind, before));
      }
      if (item.id !== id) throw new InvalidItemField(['id'], 'idMismatch');
      await kind.update(tx, before, item, stampOf(before.version + 1));
      const after = await getItem(tx, kind, id);
      await options.record(tx, {
        action: options.action,
        target: targetOf(kind, id),
        before: asWritten(kind, before),
        after: asWritten(kind, after),
      });
      return after;
    }),
  );
}
