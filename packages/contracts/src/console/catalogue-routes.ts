// The catalogue's route table (catalogue-endpoints.ts): the same six calls for every kind, each
// with its item's schema. One generic definition per kind, typed by that kind's schemas, so a
// change to a kind's schema reaches the server's handlers and the console's calls at typecheck.
// A save sends the whole item as it was read, with its version.
import type { z } from 'zod';
import { kindCallNames, kindEndpoints } from './catalogue-endpoints.ts';
import {
  BankInputSchema,
  BankItemSchema,
  BankPageSchema,
  BannerInputSchema,
  BannerItemSchema,
  BannerPageSchema,
  CatalogueIdParamsSchema,
  CatalogueListQuerySchema,
  FeatureGroupInputSchema,
  FeatureGroupItemSchema,
  FeatureGroupPageSchema,
  FeatureInputSchema,
  FeatureItemSchema,
  FeaturePageSchema,
  historyOf,
  ProductInputSchema,
  ProductItemSchema,
  ProductPageSchema,
  PromoCodeIdParamsSchema,
  PromoCodeInputSchema,
  PromoCodeItemSchema,
  PromoCodePageSchema,
  QuestionInputSchema,
  QuestionItemSchema,
  QuestionPageSchema,
  RestoreRequestSchema,
} from './schemas/catalogue.ts';

const TAGS = ['console: catalogue'] as const;

/** What tells one kind's calls from another's: its address, its noun and its schemas. */
export interface KindSchemas<
  Params extends z.ZodType = z.ZodType,
  Page extends z.ZodType = z.ZodType,
  Item extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
> {
  /** Where it lives: `/api/console/<path>`. */
  path: string;
  /** What the kind is called in the summaries: "product", "bank"... */
  noun: string;
  params: Params;
  page: Page;
  item: Item;
  input: Input;
}

const ok = <S extends z.ZodType>(schema: S) => ({ status: 200 as const, schema });

/** One kind's six calls: method, path and roles (kindEndpoints) with their schemas. */
function catalogueKind<
  const Path extends string,
  Params extends z.ZodType,
  Page extends z.ZodType,
  Item extends z.ZodType,
  Input extends z.ZodType,
>(kind: KindSchemas<Params, Page, Item, Input> & { path: Path }) {
  const { noun, params, page, item, input } = kind;
  const endpoints = kindEndpoints(kind.path);
  return {
    list: {
      ...endpoints.list,
      tags: TAGS,
      summary: `Every ${noun}, active or not, filtered and paged`,
      query: CatalogueListQuerySchema,
      success: ok(page),
    },
    add: {
      ...endpoints.add,
      tags: TAGS,
      summary: `Add a ${noun}; answers it with version 1`,
      description: '400 with `errors[]` for bad input; 409 when its key or code is taken.',
      body: input,
      success: { status: 201 as const, schema: item },
      problems: [404, 409] as const,
    },
    get: {
      ...endpoints.get,
      tags: TAGS,
      summary: `A ${noun} as it is edited, with its version`,
      params,
      success: ok(item),
      problems: [404] as const,
    },
    save: {
      ...endpoints.save,
      tags: TAGS,
      summary: `Save a ${noun} read at \`version\`; answers it with the next version`,
      description:
        '409 when it was saved by someone else since `version` (the problem carries `current`, ' +
        'the item as it is now); 400 with `errors[]` for bad input. One transaction: all or nothing.',
      params,
      body: item,
      success: ok(item),
      problems: [404, 409] as const,
    },
    history: {
      ...endpoints.history,
      tags: TAGS,
      summary: `Every saved version of a ${noun}, newest first, from the audit log`,
      params,
      success: ok(historyOf(item)),
      problems: [404] as const,
    },
    restore: {
      ...endpoints.restore,
      tags: TAGS,
      summary: `Save an earlier version of a ${noun} again, as its next version`,
      params,
      body: RestoreRequestSchema,
      success: ok(item),
      problems: [404, 409] as const,
    },
  };
}

const byId = CatalogueIdParamsSchema;

const products = catalogueKind({
  path: 'products',
  noun: 'card or loan',
  params: byId,
  page: ProductPageSchema,
  item: ProductItemSchema,
  input: ProductInputSchema,
});
const banks = catalogueKind({
  path: 'banks',
  noun: 'bank',
  params: byId,
  page: BankPageSchema,
  item: BankItemSchema,
  input: BankInputSchema,
});
const featureGroups = catalogueKind({
  path: 'feature-groups',
  noun: 'feature group',
  params: byId,
  page: FeatureGroupPageSchema,
  item: FeatureGroupItemSchema,
  input: FeatureGroupInputSchema,
});
const features = catalogueKind({
  path: 'features',
  noun: 'feature',
  params: byId,
  page: FeaturePageSchema,
  item: FeatureItemSchema,
  input: FeatureInputSchema,
});
const questions = catalogueKind({
  path: 'questions',
  noun: 'screening question',
  params: byId,
  page: QuestionPageSchema,
  item: QuestionItemSchema,
  input: QuestionInputSchema,
});
const banners = catalogueKind({
  path: 'banners',
  noun: 'banner',
  params: byId,
  page: BannerPageSchema,
  item: BannerItemSchema,
  input: BannerInputSchema,
});
const promoCodes = catalogueKind({
  path: 'promo-codes',
  noun: 'promo code',
  params: PromoCodeIdParamsSchema,
  page: PromoCodePageSchema,
  item: PromoCodeItemSchema,
  input: PromoCodeInputSchema,
});

/** Each kind's calls by their names in the console's table, for the code that goes by kind. */
export const catalogueCallNames = {
  products: kindCallNames('Products', 'Product'),
  banks: kindCallNames('Banks', 'Bank'),
  'feature-groups': kindCallNames('FeatureGroups', 'FeatureGroup'),
  features: kindCallNames('Features', 'Feature'),
  questions: kindCallNames('Questions', 'Question'),
  banners: kindCallNames('Banners', 'Banner'),
  'promo-codes': kindCallNames('PromoCodes', 'PromoCode'),
};

/** The kinds of catalogue item the console edits, by the name of their address. */
export type CatalogueKindName = keyof typeof catalogueCallNames;
export type CatalogueCallNames = typeof catalogueCallNames;

/**
 * The catalogue's 42 calls, each spelt out once: TypeScript can only name an object's keys when
 * they are written, and a name built from strings would lose each call's own schemas.
 */
export const catalogueRoutes = {
  listProducts: products.list,
  addProduct: products.add,
  getProduct: products.get,
  saveProduct: products.save,
  getProductHistory: products.history,
  restoreProduct: products.restore,
  listBanks: banks.list,
  addBank: banks.add,
  getBank: banks.get,
  saveBank: banks.save,
  getBankHistory: banks.history,
  restoreBank: banks.restore,
  listFeatureGroups: featureGroups.list,
  addFeatureGroup: featureGroups.add,
  getFeatureGroup: featureGroups.get,
  saveFeatureGroup: featureGroups.save,
  getFeatureGroupHistory: featureGroups.history,
  restoreFeatureGroup: featureGroups.restore,
  listFeatures: features.list,
  addFeature: features.add,
  getFeature: features.get,
  saveFeature: features.save,
  getFeatureHistory: features.history,
  restoreFeature: features.restore,
  listQuestions: questions.list,
  addQuestion: questions.add,
  getQuestion: questions.get,
  saveQuestion: questions.save,
  getQuestionHistory: questions.history,
  restoreQuestion: questions.restore,
  listBanners: banners.list,
  addBanner: banners.add,
  getBanner: banners.get,
  saveBanner: banners.save,
  getBannerHistory: banners.history,
  restoreBanner: banners.restore,
  listPromoCodes: promoCodes.list,
  addPromoCode: promoCodes.add,
  getPromoCode: promoCodes.get,
  savePromoCode: promoCodes.save,
  getPromoCodeHistory: promoCodes.history,
  restorePromoCode: promoCodes.restore,
};
