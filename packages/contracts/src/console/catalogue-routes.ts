// The schemas of the catalogue's calls (catalogue-endpoints.ts): the same six for every kind, each
// with its item's schema. A save sends the whole item as it was read, with its version.
import type { z } from 'zod';
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

interface KindSchemas {
  /** What the kind is called in the summaries: "product", "bank"... */
  noun: string;
  params: z.ZodType;
  page: z.ZodType;
  item: z.ZodType;
  input: z.ZodType;
}

type Ok<S> = { readonly status: 200; readonly schema: S };
type Schemas = {
  readonly tags: typeof TAGS;
  readonly summary: string;
  readonly description?: string;
};
type KindRoutes<Many extends string, One extends string, S extends KindSchemas> = {
  readonly [K in `list${Many}`]: Schemas & {
    readonly query: typeof CatalogueListQuerySchema;
    readonly success: Ok<S['page']>;
  };
} & {
  readonly [K in `add${One}`]: Schemas & {
    readonly body: S['input'];
    readonly success: { readonly status: 201; readonly schema: S['item'] };
    readonly problems: readonly [404, 409];
  };
} & {
  readonly [K in `get${One}`]: Schemas & {
    readonly params: S['params'];
    readonly success: Ok<S['item']>;
    readonly problems: readonly [404];
  };
} & {
  readonly [K in `save${One}`]: Schemas & {
    readonly params: S['params'];
    readonly body: S['item'];
    readonly success: Ok<S['item']>;
    readonly problems: readonly [404, 409];
  };
} & {
  readonly [K in `get${One}History`]: Schemas & {
    readonly params: S['params'];
    readonly success: Ok<ReturnType<typeof historyOf<S['item']>>>;
    readonly problems: readonly [404];
  };
} & {
  readonly [K in `restore${One}`]: Schemas & {
    readonly params: S['params'];
    readonly body: typeof RestoreRequestSchema;
    readonly success: Ok<S['item']>;
    readonly problems: readonly [404, 409];
  };
};

function kind<const Many extends string, const One extends string, const S extends KindSchemas>(
  many: Many,
  one: One,
  schemas: S,
): KindRoutes<Many, One, S> {
  const { noun, params, page, item, input } = schemas;
  const ok = (schema: z.ZodType) => ({ status: 200, schema });
  // As in catalogue-endpoints.ts, the type above says the names built here.
  return {
    [`list${many}`]: {
      tags: TAGS,
      summary: `Every ${noun}, active or not, filtered and paged`,
      query: CatalogueListQuerySchema,
      success: ok(page),
    },
    [`add${one}`]: {
      tags: TAGS,
      summary: `Add a ${noun}; answers it with version 1`,
      description: '400 with `errors[]` for bad input; 409 when its key or code is taken.',
      body: input,
      success: { status: 201, schema: item },
      problems: [404, 409],
    },
    [`get${one}`]: {
      tags: TAGS,
      summary: `A ${noun} as it is edited, with its version`,
      params,
      success: ok(item),
      problems: [404],
    },
    [`save${one}`]: {
      tags: TAGS,
      summary: `Save a ${noun} read at \`version\`; answers it with the next version`,
      description:
        '409 when it was saved by someone else since `version` (the problem carries `current`, ' +
        'the item as it is now); 400 with `errors[]` for bad input. One transaction: all or nothing.',
      params,
      body: item,
      success: ok(item),
      problems: [404, 409],
    },
    [`get${one}History`]: {
      tags: TAGS,
      summary: `Every saved version of a ${noun}, newest first, from the audit log`,
      params,
      success: ok(historyOf(item)),
      problems: [404],
    },
    [`restore${one}`]: {
      tags: TAGS,
      summary: `Save an earlier version of a ${noun} again, as its next version`,
      params,
      body: RestoreRequestSchema,
      success: ok(item),
      problems: [404, 409],
    },
  } as unknown as KindRoutes<Many, One, S>;
}

const byId = CatalogueIdParamsSchema;

export const catalogueRoutes = {
  ...kind('Products', 'Product', {
    noun: 'card or loan',
    params: byId,
    page: ProductPageSchema,
    item: ProductItemSchema,
    input: ProductInputSchema,
  }),
  ...kind('Banks', 'Bank', {
    noun: 'bank',
    params: byId,
    page: BankPageSchema,
    item: BankItemSchema,
    input: BankInputSchema,
  }),
  ...kind('FeatureGroups', 'FeatureGroup', {
    noun: 'feature group',
    params: byId,
    page: FeatureGroupPageSchema,
    item: FeatureGroupItemSchema,
    input: FeatureGroupInputSchema,
  }),
  ...kind('Features', 'Feature', {
    noun: 'feature',
    params: byId,
    page: FeaturePageSchema,
    item: FeatureItemSchema,
    input: FeatureInputSchema,
  }),
  ...kind('Questions', 'Question', {
    noun: 'screening question',
    params: byId,
    page: QuestionPageSchema,
    item: QuestionItemSchema,
    input: QuestionInputSchema,
  }),
  ...kind('Banners', 'Banner', {
    noun: 'banner',
    params: byId,
    page: BannerPageSchema,
    item: BannerItemSchema,
    input: BannerInputSchema,
  }),
  ...kind('PromoCodes', 'PromoCode', {
    noun: 'promo code',
    params: PromoCodeIdParamsSchema,
    page: PromoCodePageSchema,
    item: PromoCodeItemSchema,
    input: PromoCodeInputSchema,
  }),
};
