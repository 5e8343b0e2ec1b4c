import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BilingualText } from '@mizan/contracts';
import type { Database } from '../../db/client.ts';
import type { ListFields } from './list.ts';

/** The kinds of catalogue item the console edits, by the name of their address and audit target. */
export type KindName =
  'products' | 'banks' | 'feature-groups' | 'features' | 'questions' | 'banners' | 'promo-codes';

/** What every item carries: its id and the version a save must name. */
export interface VersionedItem {
  id: number | string;
  version: number;
}

/** The version columns of a write: the next version, edited now (schema/catalogue.ts, `edited`). */
export interface Stamp {
  version: number;
  editedAt: SQL;
}

export const stampOf = (version: number): Stamp => ({ version, editedAt: sql`now()` });

/**
 * An item as the console's calls write it (its schema's encoding: a country `AE`, not `ae`): how
 * the audit log keeps each version and a conflict answers the current one, so that a version
 * saved by any release reads back through the same schema.
 */
export const asWritten = <Item extends VersionedItem>(
  kind: Pick<EditableKind<Item, unknown, unknown>, 'schema'>,
  item: Item,
): VersionedItem => kind.schema.encode(item);

/**
 * One kind of item as the console edits it: how its rows become the item and back. The generic
 * add, save and restore (save.ts) wrap these in one transaction with the version check and the
 * audit entry, so no kind writes those twice.
 */
export interface EditableKind<Item extends VersionedItem, Input, Listed = Item> {
  name: KindName;
  /** The item's schema: an old version is checked by it again before it is restored. */
  schema: z.ZodType<Item, VersionedItem>;
  /** Every item, in the list's order: the catalogue is hundreds of rows, filtered in memory. */
  all(db: Database): Promise<Listed[]>;
  /** What the list filters and searches. */
  listFields: ListFields<Listed>;
  /** The item; with `lock`, its row is locked until the transaction ends (SELECT ... FOR UPDATE). */
  read(db: Database, id: Item['id'], lock?: boolean): Promise<Item | undefined>;
  /** Writes a new item; answers its id. */
  insert(db: Database, input: Input, stamp: Stamp): Promise<Item['id']>;
  /** Writes `item` over `before` (same id). Throws the kind's refusals (errors.ts). */
  update(db: Database, before: Item, item: Item, stamp: Stamp): Promise<void>;
  /** Where a duplicate key is reported: ['key'], or ['code'] for promo codes. */
  keyField: 'key' | 'code';
  /** An earlier version made fit to be saved over the current one (restore); as it is if absent. */
  rebase?(old: Item, current: Item): Item;
}

/**
 * A text in both languages as the editor shows it. Arabic is nullable in the database (served in
 * English until translated): the editor is shown what visitors are served, the English text (the
 * item's schema, which also checks every answer, wants both languages written).
 */
export const bilingual = (en: string, ar: string | null): BilingualText => ({ en, ar: ar ?? en });
