import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { applicationLocationId } from '@mizan/contracts';
import {
  PromoCodeItemSchema,
  type PromoCodeInputSchema,
  type PromoCodeItem,
} from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { locations, promoCodes } from '../../db/schema/index.ts';
import { InvalidItemField, KeyTaken } from './errors.ts';
import { bilingual, type EditableKind } from './kind.ts';

type PromoCodeInput = z.infer<typeof PromoCodeInputSchema>;
type PromoCodeRow = typeof promoCodes.$inferSelect;

const itemOf = (row: PromoCodeRow): PromoCodeItem => ({
  id: row.code,
  version: row.version,
  code: row.code,
  description: bilingual(row.description, row.descriptionAr),
  active: row.active,
});

const columnsOf = (promo: PromoCodeInput) => ({
  description: promo.description.en,
  descriptionAr: promo.description.ar,
  active: promo.active,
});

/** The location a code names (its second part) must exist: applications are counted by it. */
async function locationOf(db: Database, code: string): Promise<number> {
  const id = applicationLocationId(code);
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, id));
  if (!location) throw new InvalidItemField(['code'], 'unknownLocation');
  return id;
}

/**
 * Promo codes: the code is the id (leads record it), so it never changes once added. Codes are
 * matched in any case (the snapshot's promoCodeLocation), so two may not differ only by case.
 */
export const promoCodeKind: EditableKind<PromoCodeItem, PromoCodeInput> = {
  name: 'promo-codes',
  schema: PromoCodeItemSchema,
  keyField: 'code',
  async all(db) {
    return (await db.select().from(promoCodes).orderBy(asc(promoCodes.code))).map(itemOf);
  },
  listFields: {
    active: (promo) => promo.active,
    search: (promo) => [promo.code, promo.description.en, promo.description.ar],
  },
  async read(db, id, lock) {
    const query = db.select().from(promoCodes).where(eq(promoCodes.code, id));
    const [row] = await (lock ? query.for('update') : query);
    return row && itemOf(row);
  },
  async insert(db, input, stamp) {
    const [taken] = await db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(eq(sql`lower(${promoCodes.code})`, input.code.toLowerCase()));
    if (taken) throw new KeyTaken(['code']);
    const locationId = await locationOf(db, input.code);
    await db
      .insert(promoCodes)
      .values({ code: input.code, locationId, ...columnsOf(input), ...stamp });
    return input.code;
  },
  async update(db, before, item, stamp) {
    if (item.code !== before.code) throw new InvalidItemField(['code'], 'codeFixed');
    await db
      .update(promoCodes)
      .set({ ...columnsOf(item), ...stamp })
      .where(eq(promoCodes.code, item.id));
  },
};
