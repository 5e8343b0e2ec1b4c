import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BankItemSchema,
  type BankInputSchema,
  type BankDelivery,
  type BankItem,
} from '@mizan/contracts/console';
import type { Country } from '@mizan/contracts';
import { organizations, products } from '../../db/schema/index.ts';
import { bilingual, type EditableKind } from './kind.ts';

type BankInput = z.infer<typeof BankInputSchema>;
type BankRow = typeof organizations.$inferSelect;
/**
 * A bank as the list shows it: with the countries of its products (the lead filters' picker) and
 * its delivery method (issue 24; its secret never leaves the database but when it is made).
 */
export type ListedBank = BankItem & { countries: Country[]; delivery: BankDelivery };

const itemOf = (row: BankRow): BankItem => ({
  id: row.id,
  version: row.version,
  key: row.key,
  name: bilingual(row.name, row.nameAr),
  country: row.country,
  websiteUrl: row.websiteUrl,
  active: row.active,
});

const columnsOf = (bank: BankInput) => ({
  key: bank.key,
  name: bank.name.en,
  nameAr: bank.name.ar,
  country: bank.country,
  websiteUrl: bank.websiteUrl,
  active: bank.active,
});

/** Banks (the organizations table). Deactivating one takes its products off the public site. */
export const bankKind: EditableKind<BankItem, BankInput, ListedBank> = {
  name: 'banks',
  schema: BankItemSchema,
  keyField: 'key',
  async all(db) {
    const [rows, offered] = await Promise.all([
      db.select().from(organizations).orderBy(asc(organizations.id)),
      db
        .selectDistinct({ organizationId: products.organizationId, country: products.country })
        .from(products)
        .orderBy(asc(products.country)),
    ]);
    // By English name as people sort it (the database's collation may put capitals first).
    rows.sort((a, b) => a.name.localeCompare(b.name));
    return rows.map((row) => ({
      ...itemOf(row),
      countries: offered
        .filter((offer) => offer.organizationId === row.id)
        .map((offer) => offer.country),
      delivery: {
        method: row.deliveryMethod as BankDelivery['method'],
        url: row.deliveryUrl,
      },
    }));
  },
  listFields: {
    country: (bank) => bank.country,
    active: (bank) => bank.active,
    search: (bank) => [bank.key, bank.name.en, bank.name.ar],
  },
  async read(db, id, lock) {
    const query = db.select().from(organizations).where(eq(organizations.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row && itemOf(row);
  },
  async insert(db, input, stamp) {
    const [row] = await db
      .insert(organizations)
      .values({ ...columnsOf(input), ...stamp })
      .returning({ id: organizations.id });
    return row!.id;
  },
  async update(db, _before, item, stamp) {
    await db
      .update(organizations)
      .set({ ...columnsOf(item), ...stamp })
      .where(eq(organizations.id, item.id));
  },
};
