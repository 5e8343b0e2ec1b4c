import { asc, eq, inArray } from 'drizzle-orm';
import {
  ProductItemSchema,
  type ProductInput,
  type ProductItem,
  type ProductListItem,
} from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { features, organizations, productFeatures, products } from '../../db/schema/index.ts';
import {
  factsToStore,
  storedCardFacts,
  storedLoanFacts,
  unrecordedCardFacts,
  unrecordedLoanFacts,
} from '../facts.ts';
import { InvalidItemField, UnknownReference } from './errors.ts';
import { bilingual, type EditableKind } from './kind.ts';
import { isStale, oldestCheckedOn } from './product-staleness.ts';

// The product's columns the editor reads: never the duplicated fact columns (annual_fee,
// min_monthly_salary...), which are on their way out in favour of `facts`.
const COLUMNS = {
  id: products.id,
  version: products.version,
  key: products.key,
  bankId: products.organizationId,
  country: products.country,
  productType: products.productType,
  active: products.active,
  name: products.name,
  nameAr: products.nameAr,
  description: products.description,
  descriptionAr: products.descriptionAr,
  routingUrl: products.routingUrl,
  image: products.image,
  incentive: products.incentive,
  instantIssuance: products.instantIssuance,
  minAmount: products.minAmount,
  facts: products.facts,
};

type ProductRow = Pick<typeof products.$inferSelect, Exclude<keyof typeof COLUMNS, 'bankId'>> & {
  bankId: number;
};

function itemOf(row: ProductRow, featureIds: number[]): ProductItem {
  const common = {
    id: row.id,
    version: row.version,
    key: row.key,
    country: row.country,
    active: row.active,
    bankId: row.bankId,
    name: bilingual(row.name, row.nameAr),
    description: bilingual(row.description, row.descriptionAr),
    routingUrl: row.routingUrl,
    image: row.image,
    incentive: row.incentive,
    instantIssuance: row.instantIssuance,
    featureIds,
  };
  // A product stored without facts is edited with each "not published", as it is served.
  if (row.productType === 'Card') {
    const facts = storedCardFacts(row.key, row.facts) ?? unrecordedCardFacts(row.routingUrl);
    return { ...common, productType: 'Card', facts };
  }
  const facts = storedLoanFacts(row.key, row.facts) ?? unrecordedLoanFacts(row.routingUrl);
  return { ...common, productType: 'Loan', minAmount: row.minAmount ?? 0, facts };
}

const columnsOf = (product: ProductInput) => ({
  key: product.key,
  organizationId: product.bankId,
  country: product.country,
  productType: product.productType,
  active: product.active,
  name: product.name.en,
  nameAr: product.name.ar,
  description: product.description.en,
  descriptionAr: product.description.ar,
  routingUrl: product.routingUrl,
  image: product.image,
  incentive: product.incentive,
  instantIssuance: product.instantIssuance,
  minAmount: product.productType === 'Loan' ? product.minAmount : null,
  // Checked as every write of facts is (the contract's schema has already checked them).
  facts: factsToStore(product.key, product.productType, product.facts),
});

async function checkBank(db: Database, bankId: number) {
  const [bank] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, bankId));
  if (!bank) throw new UnknownReference(['bankId'], bankId);
}

/**
 * The product's features become exactly `featureIds`. Checked after the product's row is
 * written: an unknown one throws, and the whole save is rolled back with it.
 */
async function replaceFeatures(db: Database, productId: number, featureIds: readonly number[]) {
  const wanted = [...new Set(featureIds)];
  const found =
    wanted.length === 0
      ? []
      : await db.select({ id: features.id }).from(features).where(inArray(features.id, wanted));
  const known = new Set(found.map((row) => row.id));
  const unknown = featureIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw new UnknownReference(['featureIds', unknown], featureIds[unknown]!);
  await db.delete(productFeatures).where(eq(productFeatures.productId, productId));
  if (wanted.length > 0) {
    await db.insert(productFeatures).values(wanted.map((featureId) => ({ productId, featureId })));
  }
}

async function featureIdsOf(db: Database, productId: number) {
  const rows = await db
    .select({ featureId: productFeatures.featureId })
    .from(productFeatures)
    .where(eq(productFeatures.productId, productId))
    .orderBy(asc(productFeatures.featureId));
  return rows.map((row) => row.featureId);
}

/** The list's row: the bank's name, and how stale its facts are. */
function listed(item: ProductItem, bankName: ProductListItem['bankName']): ProductListItem {
  const oldest = oldestCheckedOn(item.facts);
  return {
    id: item.id,
    version: item.version,
    key: item.key,
    country: item.country,
    productType: item.productType,
    active: item.active,
    bankId: item.bankId,
    bankName,
    name: item.name,
    oldestCheckedOn: oldest,
    stale: isStale(oldest),
  };
}

/** Cards and loans, with their published facts. The product type is fixed once added. */
export const productKind: EditableKind<ProductItem, ProductInput, ProductListItem> = {
  name: 'products',
  schema: ProductItemSchema,
  keyField: 'key',
  async all(db) {
    const rows = await db
      .select({ ...COLUMNS, bankName: organizations.name, bankNameAr: organizations.nameAr })
      .from(products)
      .innerJoin(organizations, eq(products.organizationId, organizations.id))
      .orderBy(
        asc(products.country),
        asc(products.productType),
        asc(products.name),
        asc(products.id),
      );
    return rows.map((row) => listed(itemOf(row, []), bilingual(row.bankName, row.bankNameAr)));
  },
  listFields: {
    country: (product) => product.country,
    productType: (product) => product.productType,
    active: (product) => product.active,
    stale: (product) => product.stale,
    search: (product) => [product.key, product.name.en, product.name.ar],
  },
  async read(db, id, lock) {
    const query = db.select(COLUMNS).from(products).where(eq(products.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row && itemOf(row, await featureIdsOf(db, id));
  },
  async insert(db, input, stamp) {
    await checkBank(db, input.bankId);
    const [row] = await db
      .insert(products)
      .values({ ...columnsOf(input), ...stamp })
      .returning({ id: products.id });
    await replaceFeatures(db, row!.id, input.featureIds);
    return row!.id;
  },
  async update(db, before, item, stamp) {
    if (item.productType !== before.productType) {
      throw new InvalidItemField(['productType'], 'productTypeFixed');
    }
    await checkBank(db, item.bankId);
    await db
      .update(products)
      .set({ ...columnsOf(item), ...stamp })
      .where(eq(products.id, item.id));
    await replaceFeatures(db, item.id, item.featureIds);
  },
};
