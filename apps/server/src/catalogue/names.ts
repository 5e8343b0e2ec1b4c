import type { Database } from '../db/client.ts';
import {
  features,
  organizations,
  products,
  questionOptions,
  questions,
} from '../db/schema/catalogue.ts';

// The words a visitor saw for the catalogue's ids, English and Arabic (null where not
// translated), read from the tables whole (a few hundred rows) for a copy of someone's data
// (privacy/export.ts). Every row, active or not, unlike the snapshot: a copy names what the
// person saw then, whatever has been hidden since.

/** A text in both languages; `ar` is null where it has no translation. */
export interface CatalogueName {
  en: string;
  ar: string | null;
}

/** A product's name and its bank's (undefined: the product names a bank no longer stored). */
export interface ProductName extends CatalogueName {
  bank: CatalogueName | undefined;
}

export interface CatalogueNames {
  products: ReadonlyMap<number, ProductName>;
  banks: ReadonlyMap<number, CatalogueName>;
  questions: ReadonlyMap<number, CatalogueName>;
  options: ReadonlyMap<number, CatalogueName>;
  features: ReadonlyMap<number, CatalogueName>;
}

const byId = <T extends { id: number }, V>(rows: T[], value: (row: T) => V) =>
  new Map(rows.map((row) => [row.id, value(row)]));

/** The names of every product (with its bank's), bank, question, answer option and feature. */
export async function catalogueNames(db: Database): Promise<CatalogueNames> {
  const [bankRows, productRows, questionRows, optionRows, featureRows] = await Promise.all([
    db
      .select({ id: organizations.id, en: organizations.name, ar: organizations.nameAr })
      .from(organizations),
    db
      .select({
        id: products.id,
        en: products.name,
        ar: products.nameAr,
        bankId: products.organizationId,
      })
      .from(products),
    db.select({ id: questions.id, en: questions.text, ar: questions.textAr }).from(questions),
    db
      .select({ id: questionOptions.id, en: questionOptions.text, ar: questionOptions.textAr })
      .from(questionOptions),
    db.select({ id: features.id, en: features.name, ar: features.nameAr }).from(features),
  ]);
  const name = ({ en, ar }: CatalogueName): CatalogueName => ({ en, ar });
  const banks = byId(bankRows, name);
  return {
    banks,
    products: byId(productRows, (row) => ({ ...name(row), bank: banks.get(row.bankId) })),
    questions: byId(questionRows, name),
    options: byId(optionRows, name),
    features: byId(featureRows, name),
  };
}
