import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BannerItemSchema,
  type BannerInputSchema,
  type BannerItem,
} from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { bilingual, type EditableKind } from './kind.ts';

type BannerInput = z.infer<typeof BannerInputSchema>;
type BannerRow = typeof banners.$inferSelect;

const itemOf = (row: BannerRow): BannerItem => ({
  id: row.id,
  version: row.version,
  country: row.country,
  title: bilingual(row.title, row.titleAr),
  description: bilingual(row.description, row.descriptionAr),
  image: row.image,
  routingUrl: row.routingUrl,
  active: row.active,
});

const columnsOf = (banner: BannerInput) => ({
  country: banner.country,
  title: banner.title.en,
  titleAr: banner.title.ar,
  description: banner.description.en,
  descriptionAr: banner.description.ar,
  image: banner.image,
  routingUrl: banner.routingUrl,
  active: banner.active,
});

/**
 * The next banner id. banners.id has no sequence (the seed files number banners), so new ones
 * take the next number under a lock held to the end of the transaction: two adds take turns.
 */
async function nextBannerId(db: Database): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue:banners'))`);
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${banners.id}), 0)::int` })
    .from(banners);
  return (row?.last ?? 0) + 1;
}

/** The home page's banners; one without a country is shown in both. */
export const bannerKind: EditableKind<BannerItem, BannerInput> = {
  name: 'banners',
  schema: BannerItemSchema,
  // Banners have no key: nothing unique but their id.
  keyField: 'key',
  async all(db) {
    return (await db.select().from(banners).orderBy(asc(banners.id))).map(itemOf);
  },
  listFields: {
    country: (banner) => banner.country,
    active: (banner) => banner.active,
    search: (banner) => [banner.title.en, banner.title.ar],
  },
  async read(db, id, lock) {
    const query = db.select().from(banners).where(eq(banners.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row && itemOf(row);
  },
  async insert(db, input, stamp) {
    const id = await nextBannerId(db);
    await db.insert(banners).values({ id, ...columnsOf(input), ...stamp });
    return id;
  },
  async update(db, _before, item, stamp) {
    await db
      .update(banners)
      .set({ ...columnsOf(item), ...stamp })
      .where(eq(banners.id, item.id));
  },
};
