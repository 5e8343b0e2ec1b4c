// The route table: every call of the API, declared once. The server registers its routes from it
// (schemas, OpenAPI, rate-limit class), the web client calls through it and, in development and
// tests, checks each answer against it. Method, path and whether a call changes anything are in
// endpoints.ts (the web's first view needs them without the schema library); this file adds each
// call's parameters, query, body and answers.
import { z } from 'zod';
import { defineTable } from './define-table.ts';
import { endpoints, type Endpoint, type EndpointName } from './endpoints.ts';
import {
  ApplicationIdParamsSchema,
  ApplicationSchema,
  CreateApplicationRequestSchema,
  CreateApplicationResponseSchema,
  CreditScoreSchema,
  SubmitApplicationRequestSchema,
} from '../schemas/application.ts';
import { BannerSchema } from '../schemas/banner.ts';
import {
  WithdrawalPreviewSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
} from '../schemas/withdrawal.ts';
import {
  DataRequestAcceptedSchema,
  DataRequestConfirmSchema,
  DataRequestConfirmedSchema,
  DataRequestSchema,
} from '../schemas/data-request.ts';
import {
  ComparisonSchema,
  CompareQuerySchema,
  ProductFactsViewSchema,
  ValueEstimateSchema,
  ValueEstimatesRequestSchema,
} from '../schemas/comparison.ts';
import {
  CustomerProfileRequestSchema,
  CustomerProfileResponseSchema,
} from '../schemas/customer.ts';
import {
  EmailAcceptedSchema,
  EmailRequestSchema,
  SupportRequestCreatedSchema,
} from '../schemas/email.ts';
import {
  CountRequestSchema,
  FeatureSchema,
  SavedPreferencesSchema,
  SavePreferencesRequestSchema,
  SelectedFeatureSchema,
  SelectedFeaturesRequestSchema,
} from '../schemas/feature.ts';
import { GeoLookupSchema } from '../schemas/geo.ts';
import { HealthSchema } from '../schemas/health.ts';
import {
  ImageNameParamsSchema,
  ProductIdParamsSchema,
  UploadedImageParamsSchema,
} from '../schemas/image.ts';
import {
  QuestionSchema,
  QuestionsQuerySchema,
  SavedScreeningSchema,
  ScreeningsBulkRequestSchema,
} from '../schemas/question.ts';
import {
  CardPageSchema,
  FilterQuerySchema,
  LoanOfferSchema,
  LoanQuoteQuerySchema,
  LoanQuoteSchema,
  ProductRecommendationSchema,
  ProductRecommendationsRequestSchema,
} from '../schemas/recommendation.ts';
import { SupportFormSchema } from '../schemas/support.ts';

/** A problem answer a call gives because of what was asked (bad input is always possible). */
export type ProblemStatus = 404 | 409 | 410 | 422;

export interface RouteSchemas {
  /** OpenAPI's grouping and one-line description. */
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer: its status and its schema; `image` for the bytes of an image. */
  success: { status: 200 | 201 | 202; schema: z.ZodType } | 'image';
  /** Other answers that are not problems (health's 503). */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /**
   * The problems this call answers because of what was asked, besides those any call can give
   * (400 bad input, 429 too many, 500, 503 database unavailable).
   */
  problems?: readonly ProblemStatus[];
}

export type Route = Endpoint & RouteSchemas;

const defineRoutes = <T extends { [N in EndpointName]: RouteSchemas }>(schemas: T) =>
  defineTable(endpoints, schemas);

const ok = <S extends z.ZodType>(schema: S) => ({ status: 200 as const, schema });
const created = <S extends z.ZodType>(schema: S) => ({ status: 201 as const, schema });
const accepted = <S extends z.ZodType>(schema: S) => ({ status: 202 as const, schema });

export const routes = /* @__PURE__ */ defineRoutes({
  health: {
    tags: ['health'],
    summary: '200 when the service can serve, 503 when its database cannot',
    success: ok(HealthSchema),
    otherAnswers: { 503: HealthSchema },
  },
  geoCountry: {
    tags: ['geo'],
    summary: "The visitor's country from their IP address, looked up offline",
    success: ok(GeoLookupSchema),
  },

  createCustomerProfile: {
    tags: ['customers'],
    summary: "Create the visitor's customer profile",
    body: CustomerProfileRequestSchema,
    success: created(CustomerProfileResponseSchema),
    problems: [422],
  },

  createApplication: {
    tags: ['applications'],
    summary: 'Start a card or loan application',
    body: CreateApplicationRequestSchema,
    success: created(CreateApplicationResponseSchema),
    problems: [404, 422],
  },
  getApplication: {
    tags: ['applications'],
    summary: 'An application with its location and customer',
    params: ApplicationIdParamsSchema,
    success: ok(ApplicationSchema),
    problems: [404],
  },
  submitApplication: {
    tags: ['applications'],
    summary: 'Submit the application for the chosen product',
    body: SubmitApplicationRequestSchema,
    success: ok(ApplicationSchema),
    problems: [404, 409, 422],
  },
  getCreditScore: {
    tags: ['applications'],
    summary: 'Credit score 0-100 from the saved answers',
    params: ApplicationIdParamsSchema,
    success: ok(CreditScoreSchema),
    problems: [404, 422],
  },
  previewWithdrawal: {
    tags: ['applications'],
    summary:
      'What a withdrawal link would withdraw: the bank, the product, and whether it still can',
    description:
      "The token is the one in the confirmation email's link. The answer names the bank and " +
      "the product in the request's language (Accept-Language) and nothing personal; `state` " +
      'is open, withdrawn (the link was used) or expired. A token we never issued is 404.',
    body: WithdrawalRequestSchema,
    success: ok(WithdrawalPreviewSchema),
    problems: [404],
  },
  withdrawApplication: {
    tags: ['applications'],
    summary: 'Withdraw the application of a withdrawal link; its bank is told',
    description:
      'Sets the application Withdrawn and queues an application.withdrawn delivery to its bank ' +
      "(through the bank's delivery method, if it has one), in one transaction. The same token " +
      'again answers the same withdrawal and changes nothing. 410 once the link has expired ' +
      '(30 days after submitting), 404 for a token we never issued.',
    body: WithdrawalRequestSchema,
    success: ok(WithdrawalSchema),
    problems: [404, 410],
  },

  getQuestions: {
    tags: ['screening'],
    summary: "Screening questions for a product type in the visitor's country",
    query: QuestionsQuerySchema,
    success: ok(z.array(QuestionSchema)),
  },
  saveScreenings: {
    tags: ['screening'],
    summary: "Save an application's answers (re-saving updates them)",
    body: ScreeningsBulkRequestSchema,
    success: ok(z.array(SavedScreeningSchema)),
    problems: [404, 409, 422],
  },

  getProductFeatures: {
    tags: ['catalogue'],
    summary: 'Card feature groups with their sub-features',
    success: ok(z.array(FeatureSchema)),
  },
  getBanners: {
    tags: ['catalogue'],
    summary: "Promotional banners for the visitor's country",
    success: ok(z.array(BannerSchema)),
  },

  savePreferences: {
    tags: ['recommendations'],
    summary: 'Save the ranked card features (priority 1 first)',
    body: SavePreferencesRequestSchema,
    success: ok(SavedPreferencesSchema),
    problems: [404, 409, 422],
  },
  countCards: {
    tags: ['recommendations'],
    summary: 'How many eligible cards match these features and filters (list order is priority)',
    body: CountRequestSchema,
    success: ok(z.number().int()),
    problems: [404, 422],
  },
  getCardPage: {
    tags: ['recommendations'],
    summary: 'Recommended cards, best match first, a page at a time',
    params: ApplicationIdParamsSchema,
    query: FilterQuerySchema,
    success: ok(CardPageSchema),
    problems: [404, 422],
  },
  getLoanOffers: {
    tags: ['recommendations'],
    summary: 'Loan offers within the lending limits for the applicant',
    params: ApplicationIdParamsSchema,
    success: ok(z.array(LoanOfferSchema)),
    problems: [404, 422],
  },
  getLoanQuote: {
    tags: ['recommendations'],
    summary:
      'One loan offer at the amount and tenure the applicant chose: its cost, or why it is refused',
    params: ApplicationIdParamsSchema,
    query: LoanQuoteQuerySchema,
    success: ok(LoanQuoteSchema),
    problems: [404, 422],
  },
  saveProductRecommendations: {
    tags: ['recommendations'],
    summary: 'Record the products recommended to the applicant',
    params: ApplicationIdParamsSchema,
    body: ProductRecommendationsRequestSchema,
    success: ok(z.array(ProductRecommendationSchema)),
    problems: [404, 409, 422],
  },
  saveSelectedFeatures: {
    tags: ['recommendations'],
    summary: 'Record the card features the applicant selected',
    params: ApplicationIdParamsSchema,
    body: SelectedFeaturesRequestSchema,
    success: ok(z.array(SelectedFeatureSchema)),
    problems: [404, 409, 422],
  },

  getProductFacts: {
    tags: ['products'],
    summary: "A product's published facts, each with its source and the day it was checked",
    params: ProductIdParamsSchema,
    success: ok(ProductFactsViewSchema),
    problems: [404],
  },
  compareProducts: {
    tags: ['products'],
    summary: 'Two or three products of one type side by side (cards: with their value for a spend)',
    query: CompareQuerySchema,
    success: ok(ComparisonSchema),
    problems: [404, 422],
  },
  estimateValues: {
    tags: ['products'],
    summary: "Cards' estimated net value over a year for a typical monthly spend",
    body: ValueEstimatesRequestSchema,
    success: ok(z.array(ValueEstimateSchema)),
    problems: [422],
  },

  getBannerImage: {
    tags: ['images'],
    summary: 'A banner image',
    params: ImageNameParamsSchema,
    success: 'image',
    problems: [404],
  },
  getProductImageFile: {
    tags: ['images'],
    summary:
      "A card's or loan's image shipped with the site, by its file name (the console's preview)",
    params: ImageNameParamsSchema,
    success: 'image',
    problems: [404],
  },
  getFeatureImage: {
    tags: ['images'],
    summary: 'A feature image',
    params: ImageNameParamsSchema,
    success: 'image',
    problems: [404],
  },
  getUploadedImage: {
    tags: ['images'],
    summary: 'An image uploaded in the console (named by its bytes: cached for good)',
    params: UploadedImageParamsSchema,
    success: 'image',
    problems: [404],
  },
  getProductImage: {
    tags: ['images'],
    summary: "A card's or loan's image",
    params: ProductIdParamsSchema,
    success: 'image',
    problems: [404],
  },

  requestConfirmationEmail: {
    tags: ['email'],
    summary: 'Ask for the confirmation email of a just-submitted application',
    description:
      "Kept for SPEC section 7's shape; the web client no longer calls it. The submission itself " +
      'queues the confirmation (with its one-click ' +
      'withdrawal link), once; this call sends nothing more, to anyone, and its answer is the ' +
      'same either way.',
    body: EmailRequestSchema,
    success: ok(EmailAcceptedSchema),
  },
  createSupportRequest: {
    tags: ['support'],
    summary: 'Send a message to the support team',
    body: SupportFormSchema,
    success: created(SupportRequestCreatedSchema),
  },
  createDataRequest: {
    tags: ['your data'],
    summary: 'Ask for a copy of, or the erasure of, the data held for an email address',
    description:
      'Always 202 with the same answer, whether we hold data for the address or not. Only a ' +
      'known address is sent a link, in the language of the request, that confirms it (single ' +
      'use, 7 days). At most 3 requests per address a day; more are answered the same and ' +
      'send nothing.',
    body: DataRequestSchema,
    success: accepted(DataRequestAcceptedSchema),
  },
  confirmDataRequest: {
    tags: ['your data'],
    summary: "Confirm a data request with its link's token; the 30 days to answer start",
    description:
      'The same token again answers the same confirmation and changes nothing. 410 once the ' +
      'link has expired (7 days), 404 for a token we never issued.',
    body: DataRequestConfirmSchema,
    success: ok(DataRequestConfirmedSchema),
    problems: [404, 410],
  },
});

export type Routes = typeof routes;
