import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FeatureGroupItemSchema,
  FeatureItemSchema,
  type FeatureGroupInputSchema,
  type FeatureGroupItem,
  type FeatureInputSchema,
  type FeatureItem,
} from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { features } from '../../db/schema/index.ts';
import { UnknownReference } from './errors.ts';
import { bilingual, type EditableKind } from './kind.ts';

// Feature groups and their features share the features table (a group's parent_id is null), so
// one id is either a group or a feature: each kind reads only its own.

type FeatureRow = typeof features.$inferSelect;
type FeatureGroupInput = z.infer<typeof FeatureGroupInputSchema>;
type FeatureInput = z.infer<typeof FeatureInputSchema>;

const groupOf = (row: FeatureRow): FeatureGroupItem => ({
  id: row.id,
  version: row.version,
  key: row.key,
  name: bilingual(row.name, row.nameAr),
  image: row.image,
  productType: row.productType,
  active: row.active,
  sortOrder: row.sortOrder,
});

const featureOf = (row: FeatureRow): FeatureItem => ({ ...groupOf(row), groupId: row.parentId! });

const columnsOf = (item: FeatureGroupInput) => ({
  key: item.key,
  name: item.name.en,
  nameAr: item.name.ar,
  image: item.image,
  productType: item.productType,
  active: item.active,
  sortOrder: item.sortOrder,
});

const isGroup = isNull(features.parentId);
const isFeature = isNotNull(features.parentId);
const ORDER = [asc(features.productType), asc(features.sortOrder), asc(features.id)];

const listFields = {
  productType: (item: FeatureGroupItem) => item.productType,
  active: (item: FeatureGroupItem) => item.active,
  search: (item: FeatureGroupItem) => [item.key, item.name.en, item.name.ar],
};

async function readRow(db: Database, id: number, kindOf: typeof isGroup, lock?: boolean) {
  const query = db
    .select()
    .from(features)
    .where(and(eq(features.id, id), kindOf));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A feature's group must be a group (a feature's parent is never another feature). */
async function checkGroup(db: Database, groupId: number) {
  if (!(await readRow(db, groupId, isGroup))) throw new UnknownReference(['groupId'], groupId);
}

export const featureGroupKind: EditableKind<FeatureGroupItem, FeatureGroupInput> = {
  name: 'feature-groups',
  schema: FeatureGroupItemSchema,
  keyField: 'key',
  async all(db) {
    const rows = await db
      .select()
      .from(features)
      .where(isGroup)
      .orderBy(...ORDER);
    return rows.map(groupOf);
  },
  listFields,
  async read(db, id, lock) {
    const row = await readRow(db, id, isGroup, lock);
    return row && groupOf(row);
  },
  async insert(db, input, stamp) {
    const [row] = await db
      .insert(features)
      .values({ ...columnsOf(input), parentId: null, ...stamp })
      .returning({ id: features.id });
    return row!.id;
  },
  async update(db, _before, item, stamp) {
    await db
      .update(features)
      .set({ ...columnsOf(item), ...stamp })
      .where(eq(features.id, item.id));
  },
};

export const featureKind: EditableKind<FeatureItem, FeatureInput> = {
  name: 'features',
  schema: FeatureItemSchema,
  keyField: 'key',
  async all(db) {
    const rows = await db
      .select()
      .from(features)
      .where(isFeature)
      .orderBy(asc(features.parentId), ...ORDER);
    return rows.map(featureOf);
  },
  listFields,
  async read(db, id, lock) {
    const row = await readRow(db, id, isFeature, lock);
    return row && featureOf(row);
  },
  async insert(db, input, stamp) {
    await checkGroup(db, input.groupId);
    const [row] = await db
      .insert(features)
      .values({ ...columnsOf(input), parentId: input.groupId, ...stamp })
      .returning({ id: features.id });
    return row!.id;
  },
  async update(db, _before, item, stamp) {
    await checkGroup(db, item.groupId);
    await db
      .update(features)
      .set({ ...columnsOf(item), parentId: item.groupId, ...stamp })
      .where(eq(features.id, item.id));
  },
};
