import { z } from 'zod';
import { PRODUCT_TYPES } from '../../constants.ts';
import { PROMO_CODE_PATTERN } from '../../rules/promo-code.ts';
import { isCatalogueImage } from '../../schemas/image.ts';
import {
  BilingualTextSchema,
  StoredCardFactsSchema,
  StoredLoanFactsSchema,
} from '../../schemas/product-facts.ts';
import { message } from '../../texts/validation.ts';
import {
  ConsoleCountrySchema,
  CountryFilterSchema,
  DateTimeSchema,
  PagingSchema,
} from './common.ts';
import { BankDeliverySchema } from './partners.ts';

// The catalogue as the console edits it (issue 23): one schema per kind of item, the same for what
// a GET answers and what a PUT or POST sends. Every item carries `version`; a save names the
// version it was read at and is refused with 409 when the item has moved on. Texts are in both
// languages side by side; nothing is ever deleted, only deactivated (`active: false`).

/** Facts checked longer ago than this are stale: the team re-checks them first. */
export const STALE_AFTER_DAYS = 90;

/** A stable key (URL-safe, lower case): what the seed files and the leads' exports name items by. */
const KeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: message('validation.catalogue.key') })
  .max(80);

/** An https address a visitor is sent to, or a page a fact was read from. */
const WebAddressSchema = z.url({
  protocol: /^https$/,
  error: message('validation.catalogue.httpsUrl'),
});

/**
 * An image: a file shipped with the site (`fab-cashback.svg`) or one uploaded through the console
 * (`/api/images/uploads/<name>`).
 */
const ImageSchema = z
  .string()
  .trim()
  .refine(isCatalogueImage, { error: message('validation.catalogue.image') });

const Version = z.number().int().min(1);
const SortOrder = z.number().int().min(0).max(10_000);
const Id = z.number().int().positive();

/** `version` and `id` are read from the item and sent back with a save; a new item has neither. */
const saved = <T extends z.ZodRawShape, I extends z.ZodType>(shape: T, id: I) =>
  z.object({ id, version: Version, ...shape });

// ---------------------------------------------------------------- banks

const bankShape = {
  key: KeySchema,
  name: BilingualTextSchema,
  country: ConsoleCountrySchema,
  websiteUrl: WebAddressSchema,
  /** An inactive bank's products leave the public site with it. */
  active: z.boolean(),
};
export const BankInputSchema = z.object(bankShape);
export const BankItemSchema = saved(bankShape, Id);
export type BankItem = z.infer<typeof BankItemSchema>;

// ---------------------------------------------------------------- products

const productShape = {
  key: KeySchema,
  country: ConsoleCountrySchema,
  active: z.boolean(),
  bankId: Id,
  name: BilingualTextSchema,
  /** Lines, one per newline, as the card or offer lists them. */
  description: BilingualTextSchema,
  routingUrl: WebAddressSchema,
  image: ImageSchema,
  /** The bonus we pay when the bank approves, in the country's currency. */
  incentive: z.number().min(0).max(100_000),
  instantIssuance: z.boolean(),
  /** Sub-features the product offers (cards). */
  featureIds: z.array(Id).max(100),
};
const cardShape = { ...productShape, productType: z.literal('Card'), facts: StoredCardFactsSchema };
const loanShape = {
  ...productShape,
  productType: z.literal('Loan'),
  /** The smallest amount the bank lends (not among the published facts: the offer's floor). */
  minAmount: z.number().int().min(0),
  facts: StoredLoanFactsSchema,
};

export const ProductInputSchema = z.discriminatedUnion('productType', [
  z.object(cardShape),
  z.object(loanShape),
]);
export type ProductInput = z.infer<typeof ProductInputSchema>;
export const ProductItemSchema = z.discriminatedUnion('productType', [
  saved(cardShape, Id),
  saved(loanShape, Id),
]);
export type ProductItem = z.infer<typeof ProductItemSchema>;

// ---------------------------------------------------------------- features and feature groups

const featureGroupShape = {
  key: KeySchema,
  name: BilingualTextSchema,
  image: ImageSchema,
  productType: z.enum(PRODUCT_TYPES),
  active: z.boolean(),
  sortOrder: SortOrder,
};
export const FeatureGroupInputSchema = z.object(featureGroupShape);
export const FeatureGroupItemSchema = saved(featureGroupShape, Id);
export type FeatureGroupItem = z.infer<typeof FeatureGroupItemSchema>;

const featureShape = { ...featureGroupShape, groupId: Id };
export const FeatureInputSchema = z.object(featureShape);
export const FeatureItemSchema = saved(featureShape, Id);
export type FeatureItem = z.infer<typeof FeatureItemSchema>;

// ---------------------------------------------------------------- screening questions

/** What an answer tells the engine (apps/server/src/engine/applicant-profile.ts). */
export const QUESTION_TOPICS = [
  'salary',
  'employment',
  'residency',
  'obligations',
  'age',
  'islamic',
] as const;

export const QuestionOptionSchema = z.object({
  /** Absent for a new option; an option visitors answered keeps its id. */
  id: Id.optional(),
  text: BilingualTextSchema,
  /** Credit-score points; the score is points earned over points possible. */
  points: z.number().int().min(0).max(1000),
  /** Answering it ends the journey: the visitor is not eligible. */
  hardStop: z.boolean(),
  /** The number the answer stands for (a salary band's lower bound...), or null. */
  value: z.number().nullable(),
});
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

const questionShape = {
  key: KeySchema,
  country: ConsoleCountrySchema,
  productType: z.enum(PRODUCT_TYPES),
  topic: z.enum(QUESTION_TOPICS),
  text: BilingualTextSchema,
  sortOrder: SortOrder,
  active: z.boolean(),
  /** In the order they are shown. */
  options: z.array(QuestionOptionSchema).min(2).max(20),
};
export const QuestionInputSchema = z.object(questionShape);
export const QuestionItemSchema = saved(questionShape, Id);
export type QuestionItem = z.infer<typeof QuestionItemSchema>;

// ---------------------------------------------------------------- banners

const bannerShape = {
  /** Null: shown in both countries. */
  country: ConsoleCountrySchema.nullable(),
  title: BilingualTextSchema,
  description: BilingualTextSchema,
  image: ImageSchema,
  routingUrl: WebAddressSchema,
  active: z.boolean(),
};
export const BannerInputSchema = z.object(bannerShape);
export const BannerItemSchema = saved(bannerShape, Id);
export type BannerItem = z.infer<typeof BannerItemSchema>;

// ---------------------------------------------------------------- promo codes

const PromoCodeSchema = z
  .string()
  .trim()
  .regex(PROMO_CODE_PATTERN, { error: message('validation.catalogue.promoCode') });

const promoCodeShape = {
  /** `<merchant>-<location id>-<name>`; the location is read from it. */
  code: PromoCodeSchema,
  description: BilingualTextSchema,
  active: z.boolean(),
};
export const PromoCodeInputSchema = z.object(promoCodeShape);
/** A promo code's id is its code: leads record the code. */
export const PromoCodeItemSchema = saved(promoCodeShape, PromoCodeSchema);
export type PromoCodeItem = z.infer<typeof PromoCodeItemSchema>;

// ---------------------------------------------------------------- lists, history, restore

const BooleanFilterSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Filters every kind's list takes (a kind ignores those it has no field for). */
export const CatalogueListQuerySchema = PagingSchema.extend({
  country: CountryFilterSchema,
  productType: z.enum(PRODUCT_TYPES).optional(),
  active: BooleanFilterSchema.optional(),
  /** Only products with a fact checked more than STALE_AFTER_DAYS ago (or never). */
  stale: BooleanFilterSchema.optional(),
  /** Part of a key, a code or a name in either language, any case. */
  q: z.string().trim().max(100).optional(),
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuerySchema>;

export const ProductListItemSchema = z.object({
  id: Id,
  version: Version,
  key: z.string(),
  country: ConsoleCountrySchema,
  productType: z.enum(PRODUCT_TYPES),
  active: z.boolean(),
  bankId: Id,
  bankName: BilingualTextSchema,
  name: BilingualTextSchema,
  /** The day its least recently checked fact was checked; null when one never was. */
  oldestCheckedOn: z.iso.date().nullable(),
  stale: z.boolean(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const ProductPageSchema = page(ProductListItemSchema);
export const BankPageSchema = page(
  BankItemSchema.extend({
    /** The countries of its products (the lead filters' bank picker reads it). */
    countries: z.array(ConsoleCountrySchema),
    /** How it receives its leads (issue 24); set by its own call, never by the bank's save. */
    delivery: BankDeliverySchema,
  }),
);
export const FeatureGroupPageSchema = page(FeatureGroupItemSchema);
export const FeaturePageSchema = page(FeatureItemSchema);
export const QuestionPageSchema = page(QuestionItemSchema);
export const BannerPageSchema = page(BannerItemSchema);
export const PromoCodePageSchema = page(PromoCodeItemSchema);

export const CatalogueIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const PromoCodeIdParamsSchema = z.object({ id: PromoCodeSchema });

/** One saved version of an item, from the audit log: who saved it, when, and the item as saved. */
export const historyOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(
      z.object({
        version: Version,
        at: DateTimeSchema,
        actor: z.object({ id: z.uuid().nullable(), email: z.string().nullable() }),
        /** `catalogue.create`, `catalogue.update`, `catalogue.restore`, `catalogue.seed`. */
        action: z.string(),
        item,
      }),
    ),
  });

/** Restore an earlier version: saved again as the item's next version. */
export const RestoreRequestSchema = z.object({
  version: Version,
  /** The item's version as the editor read it: when given, 409 if it has moved on since. */
  currentVersion: Version.optional(),
});
export type RestoreRequest = z.infer<typeof RestoreRequestSchema>;
