import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/console.ts';
import {
  asWritten,
  getItem,
  targetOf,
  type EditableKind,
  type VersionedItem,
} from '../../catalogue/index.ts';

/** One version of an item, as its history lists it. */
export interface ItemVersion {
  version: number;
  at: string;
  actor: { id: string | null; email: string | null };
  /** `catalogue.create`, `.update`, `.restore`; `catalogue.seed` for a version no console save made. */
  action: string;
  /** As it was saved, as the console's calls write it; not checked: an old version may not pass
   * today's schema. */
  item: unknown;
}

const versionOf = (item: unknown): number | undefined => {
  const version = (item as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
};

/** Seeded, not saved through the console: nobody's action. */
const SEEDED = { actor: { id: null, email: null }, action: 'catalogue.seed' } as const;

/**
 * Every version of an item, newest first, from the audit log: each console save's `after`. A
 * version the seed wrote (never saved through the console) is known from the `before` of the
 * save that replaced it, dated by that save (when it stopped being current), or, while it is
 * still current, is the item as it is now, dated now. 404 (ItemNotFound) for an unknown item.
 */
export async function versionsOf<Item extends VersionedItem>(
  db: Database,
  kind: EditableKind<Item, unknown, unknown>,
  id: Item['id'],
) {
  const current = await getItem(db, kind, id);
  const entries = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, targetOf(kind, id)), like(auditLog.action, 'catalogue.%')))
    .orderBy(desc(auditLog.at), desc(auditLog.id));

  const byVersion = new Map<number, ItemVersion>();
  const add = (version: ItemVersion) => {
    // The newest entry for a version wins (a re-seed may have reused a number).
    if (!byVersion.has(version.version)) byVersion.set(version.version, version);
  };
  for (const entry of entries) {
    const version = versionOf(entry.after);
    if (version === undefined) continue;
    add({
      version,
      at: entry.at.toISOString(),
      actor: { id: entry.actorOperatorId, email: entry.actorEmail },
      action: entry.action,
      item: entry.after,
    });
  }
  for (const entry of entries) {
    const version = versionOf(entry.before);
    if (version === undefined) continue;
    add({ version, at: entry.at.toISOString(), ...SEEDED, item: entry.before });
  }
  add({
    version: current.version,
    at: new Date().toISOString(),
    ...SEEDED,
    item: asWritten(kind, current),
  });
  return { current, versions: [...byVersion.values()].sort((a, b) => b.version - a.version) };
}
