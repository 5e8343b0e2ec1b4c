import type { z } from 'zod';
import {
  BankInputSchema,
  BankItemSchema,
  BannerInputSchema,
  BannerItemSchema,
  FeatureGroupInputSchema,
  FeatureGroupItemSchema,
  FeatureInputSchema,
  FeatureItemSchema,
  ProductInputSchema,
  ProductItemSchema,
  PromoCodeInputSchema,
  PromoCodeItemSchema,
  QuestionInputSchema,
  QuestionItemSchema,
  catalogueCallNames,
  type CatalogueCallNames,
} from '@mizan/contracts/console';

// The seven kinds of catalogue item the console edits (issue 23): where each lives in the console,
// what it is called, the six calls of the route table it is made of, and its contract schemas.

export const KIND_SLUGS = [
  'products',
  'banks',
  'feature-groups',
  'features',
  'questions',
  'banners',
  'promo-codes',
] as const;
export type KindSlug = (typeof KIND_SLUGS)[number];

/** The filters of the catalogue's list query a kind's list offers. */
export type FilterKey = 'q' | 'country' | 'productType' | 'active' | 'stale';

export interface KindDef {
  slug: KindSlug;
  /** The list's title and the tab's label. */
  title: string;
  /** One of them, in a sentence: "Someone saved this <noun>". */
  noun: string;
  /** Its six calls by their names in the route table (`listProducts`, `addProduct`...). */
  calls: CatalogueCallNames[KindSlug];
  filters: readonly FilterKey[];
  /** The schema of a saved item (GET, PUT) and of a new one (POST). */
  item: z.ZodType;
  input: z.ZodType;
}

/** Each kind with its own schemas (`satisfies`, not a wider type), so its calls stay typed. */
export const KINDS = {
  products: {
    slug: 'products',
    title: 'Cards and loans',
    noun: 'product',
    calls: catalogueCallNames.products,
    filters: ['q', 'country', 'productType', 'active', 'stale'],
    item: ProductItemSchema,
    input: ProductInputSchema,
  },
  banks: {
    slug: 'banks',
    title: 'Banks',
    noun: 'bank',
    calls: catalogueCallNames.banks,
    filters: ['q', 'country', 'active'],
    item: BankItemSchema,
    input: BankInputSchema,
  },
  'feature-groups': {
    slug: 'feature-groups',
    title: 'Feature groups',
    noun: 'feature group',
    calls: catalogueCallNames['feature-groups'],
    filters: ['q', 'productType', 'active'],
    item: FeatureGroupItemSchema,
    input: FeatureGroupInputSchema,
  },
  features: {
    slug: 'features',
    title: 'Features',
    noun: 'feature',
    calls: catalogueCallNames.features,
    filters: ['q', 'productType', 'active'],
    item: FeatureItemSchema,
    input: FeatureInputSchema,
  },
  questions: {
    slug: 'questions',
    title: 'Questions',
    noun: 'question',
    calls: catalogueCallNames.questions,
    filters: ['q', 'country', 'productType', 'active'],
    item: QuestionItemSchema,
    input: QuestionInputSchema,
  },
  banners: {
    slug: 'banners',
    title: 'Banners',
    noun: 'banner',
    calls: catalogueCallNames.banners,
    filters: ['q', 'country', 'active'],
    item: BannerItemSchema,
    input: BannerInputSchema,
  },
  'promo-codes': {
    slug: 'promo-codes',
    title: 'Promo codes',
    noun: 'promo code',
    calls: catalogueCallNames['promo-codes'],
    filters: ['q', 'active'],
    item: PromoCodeItemSchema,
    input: PromoCodeInputSchema,
  },
} satisfies Record<KindSlug, KindDef>;

export const isKindSlug = (value: string): value is KindSlug =>
  (KIND_SLUGS as readonly string[]).includes(value);

/** An item of any kind, as the editor holds it: the contract's shape, read field by field. */
export type CatalogueItem = Record<string, unknown> & { id?: number | string; version?: number };

/**
 * An item as a call takes it: checked by its schema (which throws on anything else) and written as
 * the wire spells it (decoded, then encoded: a country stays `AE`), so typed as the call's body.
 */
export const wireItem = <S extends z.ZodType>(schema: S, item: CatalogueItem): z.input<S> =>
  schema.encode(schema.parse(item));

/** Where an item's pages are. */
export const itemHref = (kind: KindSlug, id: number | string) =>
  `/catalogue/${kind}/${encodeURIComponent(String(id))}`;
