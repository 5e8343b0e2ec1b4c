import type { CatalogueListQuery } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import {
  addItem,
  editableKinds,
  getItem,
  InvalidItemField,
  KeyTaken,
  pageOf,
  saveItem,
  UnknownReference,
  type EditableKind,
  type KindName,
  type RecordChange,
  type VersionedItem,
} from '../../catalogue/index.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';
import { versionsOf } from './catalogue-history.ts';
import { catalogueProblem, versionInvalid, versionNotFound } from './catalogue-problems.ts';

// The console's catalogue calls (issue 23), the same six for every kind: the catalogue module
// reads and writes the items (catalogue/editor); this adds who did it (the audit log, which is
// also each item's history) and answers the catalogue's refusals as problems.

export type { KindName } from '../../catalogue/index.ts';

/** Who changes the catalogue, and from where. */
export interface CatalogueEditBy {
  actor: AuditActor;
  ip: string | null;
}

type Kind = EditableKind<VersionedItem, unknown, unknown>;

/**
 * The kind's editor. Each kind has its own item type; these calls are the same for all of them
 * (the route's schemas check what goes in and out), so they see the kinds as one type.
 */
const kindOf = (name: KindName) => editableKinds[name] as unknown as Kind;

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

export async function listCatalogue(db: Database, name: KindName, query: CatalogueListQuery) {
  const kind = kindOf(name);
  return pageOf(await kind.all(db), query, kind.listFields);
}

export const getCatalogueItem = (db: Database, name: KindName, id: string | number) =>
  answering(() => getItem(db, kindOf(name), id));

export const addCatalogueItem = (
  db: Database,
  name: KindName,
  input: unknown,
  by: CatalogueEditBy,
) => answering(() => addItem(db, kindOf(name), input, recorder(by)));

/** Saves the item read at `item.version` as its next version (409 if it has moved on). */
export const saveCatalogueItem = (
  db: Database,
  name: KindName,
  id: string | number,
  item: VersionedItem,
  by: CatalogueEditBy,
) =>
  answering(() =>
    saveItem(db, kindOf(name), id, item, {
      expectedVersion: item.version,
      action: 'catalogue.update',
      record: recorder(by),
    }),
  );

/** Every version of the item, newest first; those that no longer pass its schema are left out. */
export async function catalogueHistory(db: Database, name: KindName, id: string | number) {
  const kind = kindOf(name);
  const { versions } = await answering(() => versionsOf(db, kind, id));
  return { items: versions.filter((version) => kind.schema.safeParse(version.item).success) };
}

/** What an old version may run into that an edit of today's item would not. */
const NO_LONGER_FITS = [InvalidItemField, KeyTaken, UnknownReference];

/**
 * Saves an earlier version again, as the next one: 404 for a version the item never had, 409 for
 * one that no longer passes today's checks (the schema, or the save's: its key taken since by
 * another item, a reference to nothing), or when `currentVersion` is given and the item has moved
 * on since. The old version goes through the same save as an edit.
 */
export async function restoreCatalogueItem(
  db: Database,
  name: KindName,
  id: string | number,
  wanted: { version: number; currentVersion?: number | undefined },
  by: CatalogueEditBy,
) {
  const kind = kindOf(name);
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
