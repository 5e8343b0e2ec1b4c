import type { CatalogueListQuery } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import {
  addItem,
  getItem,
  InvalidItemField,
  KeyTaken,
  pageOf,
  saveItem,
  UnknownReference,
  type EditableKind,
  type RecordChange,
  type VersionedItem,
} from '../../catalogue/index.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';
import { versionsOf } from './catalogue-history.ts';
import { catalogueProblem, versionInvalid, versionNotFound } from './catalogue-problems.ts';

// The console's catalogue calls (issue 23), the same six for every kind: the catalogue module
// reads and writes the items (catalogue/editor); this adds who did it (the audit log, which is
// also each item's history) and answers the catalogue's refusals as problems. Each call takes
// the kind's editor (catalogue/editor) and is typed by its item: what a handler gets and answers
// is the kind's own type, the one its contract schema says.

export type { EditableKind, KindName, VersionedItem } from '../../catalogue/index.ts';
/** Each kind's editor, typed by its item: the routes serve each kind's calls with its own. */
export { editableKinds } from '../../catalogue/index.ts';

/** Who changes the catalogue, and from where. */
export interface CatalogueEditBy {
  actor: AuditActor;
  ip: string | null;
}

/** Every change goes in the audit log, in the change's own transaction. */
const recorder =
  (by: CatalogueEditBy): RecordChange =>
  (db, change) =>
    recordAudit(db, {
      actor: by.actor,
      ip: by.ip,
      action: change.action,
      target: change.target,
      before: change.before,
      after: change.after,
    });

/** Runs a catalogue call, answering its refusals as the console's problems. */
async function answering<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw catalogueProblem(error);
  }
}

export async function listCatalogue<Item extends VersionedItem, Listed>(
  db: Database,
  kind: EditableKind<Item, unknown, Listed>,
  query: CatalogueListQuery,
) {
  return pageOf(await kind.all(db), query, kind.listFields);
}

export const getCatalogueItem = <Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
) => answering(() => getItem(db, kind, id));

export const addCatalogueItem = <Item extends VersionedItem, Input>(
  db: Database,
  kind: EditableKind<Item, Input, unknown>,
  input: Input,
  by: CatalogueEditBy,
) => answering(() => addItem(db, kind, input, recorder(by)));

/** Saves the item read at `item.version` as its next version (409 if it has moved on). */
export const saveCatalogueItem = <Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
  item: Item,
  by: CatalogueEditBy,
) =>
  answering(() =>
    saveItem(db, kind, id, item, {
      expectedVersion: item.version,
      action: 'catalogue.update',
      record: recorder(by),
    }),
  );

/** Every version of the item, newest first; those that no longer pass its schema are left out. */
export async function catalogueHistory<Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
) {
  const { versions } = await answering(() => versionsOf(db, kind, id));
  return {
    items: versions.flatMap((version) => {
      const parsed = kind.schema.safeParse(version.item);
      return parsed.success ? [{ ...version, item: parsed.data }] : [];
    }),
  };
}

/** What an old version may run into that an edit of today's item would not. */
const NO_LONGER_FITS = [InvalidItemField, KeyTaken, UnknownReference];

/**
 * Saves an earlier version again, as the next one: 404 for a version the item never had, 409 for
 * one that no longer passes today's checks (the schema, or the save's: its key taken since by
 * another item, a reference to nothing), or when `currentVersion` is given and the item has moved
 * on since. The old version goes through the same save as an edit.
 */
export async function restoreCatalogueItem<Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
  wanted: { version: number; currentVersion?: number | undefined },
  by: CatalogueEditBy,
) {
  const { current, versions } = await answering(() => versionsOf(db, kind, id));
  const found = versions.find((version) => version.version === wanted.version);
  if (!found) throw versionNotFound(wanted.version);
  const parsed = kind.schema.safeParse(found.item);
  if (!parsed.success) throw versionInvalid(wanted.version);
  const old = kind.rebase ? kind.rebase(parsed.data, current) : parsed.data;
  const save = () =>
    saveItem(
      db,
      kind,
      id,
      { ...old, id },
      {
        expectedVersion: wanted.currentVersion,
        action: 'catalogue.restore',
        record: recorder(by),
      },
    );
  return answering(async () => {
    try {
      return await save();
    } catch (error) {
      // The request names no field of the old version: it no longer fits, as a whole (409).
      if (NO_LONGER_FITS.some((refusal) => error instanceof refusal)) {
        throw versionInvalid(wanted.version);
      }
      throw error;
    }
  });
}
