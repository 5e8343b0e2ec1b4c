import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  CARD_FILTERS,
  SPEND_CATEGORIES,
  currencyFor,
  type CardFilters,
  type CardOrder,
  type CardPage,
  type CardRecommendation,
  type CardValueEstimate,
  type FilterQuery,
  type Language,
  type MatchReasons,
  type SpendCategory,
  fieldPath,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { preferences } from '../db/schema/visitors.ts';
import { matchReasons, topRankedCards, type CardEligibility } from '../engine/card-match.ts';
import { monthlySpend, type CardValue, type MonthlySpend } from '../engine/card-value.ts';
import type { Country } from '../engine/types.ts';
import { invalidFields } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import {
  assessApplication,
  requireApplicationType,
  type AssessedApplication,
} from './assessment.ts';
import type { Catalogue, CatalogueProduct } from '../catalogue/index.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

/**
 * Everything a card list depends on besides the catalogue snapshot. The list is computed from
 * this value alone and cached under a key made of this value, so applicants who ask alike share
 * one answer and no applicant can get another's: whatever the answer depends on is a field here,
 * and with it part of the key. The language is one: an Arabic page is never answered from an
 * English one. (A count has no text, but keying it too costs one number per language.)
 */
export interface CardListQuery {
  country: Country;
  /** The language of the cards' names, features and descriptions. */
  language: Language;
  eligibility: CardEligibility;
  /** Selected card sub-features, highest priority first. */
  preferenceIds: readonly number[];
  /** Only the filters that are on, in CARD_FILTERS order (one key per set of filters). */
  filters: CardFilters;
}

export interface CardPageQuery extends CardListQuery {
  page: number;
  size: number;
  order: CardOrder;
  /** The visitor's monthly spend; null when none was given (then no value estimates, unless ordered by value). */
  spend: MonthlySpend | null;
}

/** The filters that are on, always in the same key order, so equal filters give equal keys. */
export function activeFilters(
  flags: Partial<Record<keyof CardFilters, boolean | undefined>>,
): CardFilters {
  return Object.fromEntries(CARD_FILTERS.filter((f) => flags[f]).map((f) => [f, true]));
}

/** The spend a request gives; null when it names no category. */
export function requestedSpend(
  request: Partial<Record<SpendCategory, number | undefined>>,
): MonthlySpend | null {
  const given = SPEND_CATEGORIES.filter((c) => request[c] !== undefined);
  return given.length === 0
    ? null
    : monthlySpend(Object.fromEntries(given.map((c) => [c, request[c]!])));
}

/** The engine's value with the currency it is in: what the API answers. */
export const valueEstimate = (value: CardValue, country: Country): CardValueEstimate => ({
  currency: currencyFor(country),
  ...value,
});

/** The visitor's priorities a card meets and misses, named in the request's language. */
export function reasonsFor(
  catalogue: Catalogue,
  preferenceIds: readonly number[],
  product: CatalogueProduct,
  language: Language,
): MatchReasons {
  const named = (p: { featureId: number; priority: number }) => ({
    ...p,
    featureName: catalogue.feature(p.featureId)?.name[language] ?? '',
  });
  const { meets, misses } = matchReasons(preferenceIds, product.featureIds);
  return { meets: meets.map(named), misses: misses.map(named) };
}

/** SPEC section 3: description lines are separated by a literal backslash-n. */
export const joinLines = (lines: string[]) => lines.join('\\n');

/** Where the request named its application and its i-th feature, for the problems that refuse them. */
export interface CardListFields {
  application: string;
  feature: (index: number) => string;
}

/** Selected feature ids must be active Card sub-features, each named once. */
export function requireSubFeatures(
  catalogue: Catalogue,
  featureIds: readonly number[],
  fieldOf: (index: number) => string,
) {
  const errors = featureIds.flatMap((featureId, index) => {
    const feature = catalogue.feature(featureId);
    const ok =
      feature && feature.parentId !== null && feature.active && feature.productType === 'Card';
    return ok
      ? []
      : [
          {
            field: fieldOf(index),
            message: localize('problems.unknownFeature.field', { id: featureId }),
          },
        ];
  });
  if (errors.length > 0) {
    throw invalidFields(localize('problems.unknownFeature.title'), errors);
  }
}

/** The card list of SPEC section 4, filtered: its length and its first `limit` entries, ranked. */
function ranking(
  catalogue: Catalogue,
  query: CardListQuery,
  limit: number,
  order: Pick<CardPageQuery, 'order' | 'spend'> = { order: 'match', spend: null },
) {
  const cardsByFeature = query.preferenceIds.map((id) =>
    catalogue.cardsWithFeature(query.country, id),
  );
  return topRankedCards(
    cardsByFeature,
    {
      eligibility: query.eligibility,
      preferenceIds: query.preferenceIds,
      filters: query.filters,
      ...order,
    },
    limit,
  );
}

function countCards(catalogue: Catalogue, query: CardListQuery): number {
  return ranking(catalogue, query, 0).total;
}

function cardView(
  catalogue: Catalogue,
  query: CardListQuery,
  product: CatalogueProduct,
  score: number,
  value: CardValue | null,
): CardRecommendation {
  const { language } = query;
  const facts = product.cardFacts![language];
  return {
    productId: product.id,
    productName: product.name[language],
    organizationName: product.organizationName[language],
    score,
    incentive: product.incentive,
    currency: currencyFor(query.country),
    instantIssuance: product.instantIssuance,
    isIslamic: product.isIslamic,
    annualFee: product.annualFee,
    // As published (null: none), not the engine's 0 for "no minimum" (catalogue/facts.ts).
    minMonthlySalary: facts.minMonthlySalary.value,
    features: query.preferenceIds
      .filter((id) => product.featureIds.has(id))
      .map((id) => ({ featureId: id, featureName: catalogue.feature(id)?.name[language] ?? '' })),
    description: joinLines(product.descriptionLines[language]),
    routingUrl: product.routingUrl,
    facts,
    reasons: reasonsFor(catalogue, query.preferenceIds, product, language),
    valueEstimate: value && valueEstimate(value, query.country),
  };
}

function cardPage(catalogue: Catalogue, query: CardPageQuery): CardPage {
  const start = query.page * query.size;
  const { total, top } = ranking(catalogue, query, start + query.size, query);
  const content = top
    .slice(start)
    .map(({ card, score, value }) => cardView(catalogue, query, card, score, value));
  const totalPages = Math.ceil(total / query.size);
  return {
    content,
    empty: content.length === 0,
    number: query.page,
    size: query.size,
    totalElements: total,
    totalPages,
    last: query.page >= totalPages - 1,
  };
}

/** A few MB of application ids: far more than the applications active at once. */
const SHOWN_RECORDED_SIZE = 50_000;

/** A count weighs 1 in the cache, a page 1 + its cards (see decision 0010 for the sizes). */
const CARD_LIST_CACHE_SIZE = 50_000;

/** The query for an application's card list, once the application may have one. */
export function cardListQuery(
  catalogue: Catalogue,
  assessed: AssessedApplication,
  preferenceIds: readonly number[],
  language: Language,
  filters: CardFilters,
  fields: CardListFields,
): CardListQuery {
  requireApplicationType(assessed.application, 'Card', fields.application);
  requireSubFeatures(catalogue, preferenceIds, fields.feature);
  return {
    country: assessed.application.country,
    language,
    eligibility: assessed.cardEligibility,
    preferenceIds,
    filters,
  };
}

/**
 * Card lists computed from a query and a catalogue snapshot alone, and so shared by applicants
 * who ask alike (see CardListQuery): each is kept under a key made of the snapshot's version and
 * the query, so a new snapshot is never answered from an old one. JSON keeps the query's fields
 * in the order they were built, which at worst costs a miss, never a wrong answer.
 */
export class CardListCache {
  private readonly answers: LRUCache<string, number | CardPage>;

  constructor(maxSize = CARD_LIST_CACHE_SIZE) {
    this.answers = new LRUCache({
      maxSize,
      sizeCalculation: (answer) => (typeof answer === 'number' ? 1 : 1 + answer.content.length),
    });
  }

  count(catalogue: Catalogue, query: CardListQuery): number {
    return this.shared(catalogue, 'count', query, countCards);
  }

  page(catalogue: Catalogue, query: CardPageQuery): CardPage {
    return this.shared(catalogue, 'page', query, cardPage);
  }

  /** A computation that throws stores nothing. */
  private shared<Q extends CardListQuery, T extends number | CardPage>(
    catalogue: Catalogue,
    kind: 'count' | 'page',
    query: Q,
    compute: (catalogue: Catalogue, query: Q) => T,
  ): T {
    const key = JSON.stringify([kind, catalogue.version, query]);
    const known = this.answers.get(key);
    if (known !== undefined) return known as T;
    const answer = compute(catalogue, query);
    this.answers.set(key, answer);
    return answer;
  }
}

/**
 * The count and filter calls: each reads the catalogue snapshot and the application's
 * assessment afresh (services/assessment.ts), then answers from the shared cache.
 */
export class CardLists {
  constructor(
    private readonly db: Database,
    private readonly catalogue: { get(): Promise<Catalogue> },
    private readonly cache = new CardListCache(),
  ) {}

  /** Applications whose `recommendations_shown` this process has recorded (ids only). */
  private readonly shownRecorded = new LRUCache<string, true>({ max: SHOWN_RECORDED_SIZE });

  /** How many cards the applicant may see that carry at least one of the features. */
  async count(
    applicationId: string,
    preferenceIds: readonly number[],
    language: Language,
    filters: CardFilters = {},
  ): Promise<number> {
    const catalogue = await this.catalogue.get();
    const assessed = await assessApplication(this.db, catalogue, applicationId);
    const query = cardListQuery(
      catalogue,
      assessed,
      preferenceIds,
      language,
      activeFilters(filters),
      {
        application: fieldPath('body', ['applicationId']),
        feature: (index) => fieldPath('body', ['preferences', index, 'featureId']),
      },
    );
    return this.cache.count(catalogue, query);
  }

  /** A page of the card list; the saved preferences unless the request names features. */
  async page(applicationId: string, request: FilterQuery, language: Language): Promise<CardPage> {
    const catalogue = await this.catalogue.get();
    // The saved preferences, when needed, are read while the application is.
    const [assessed, preferenceIds] = await Promise.all([
      assessApplication(this.db, catalogue, applicationId),
      request.preferences ?? this.savedPreferenceIds(applicationId),
    ]);
    const query = cardListQuery(
      catalogue,
      assessed,
      preferenceIds,
      language,
      activeFilters(request),
      {
        application: fieldPath('path', ['applicationId']),
        feature: (index) => fieldPath('query', ['preferences', index]),
      },
    );
    const page = this.cache.page(catalogue, {
      ...query,
      page: request.page,
      size: request.size,
      order: request.order,
      spend: requestedSpend(request),
    });
    if (page.content.length > 0) await this.recordShown(applicationId);
    return page;
  }

  /**
   * The funnel's `recommendations_shown`, at the first page with cards. The list is a read served
   * from a cache: an application this process has recorded already costs no statement at all;
   * otherwise one insert that does nothing when another process recorded it.
   */
  private async recordShown(applicationId: string) {
    if (this.shownRecorded.has(applicationId)) return;
    await recordFunnelStep(this.db, 'recommendations_shown', applicationId);
    this.shownRecorded.set(applicationId, true);
  }

  private async savedPreferenceIds(applicationId: string): Promise<number[]> {
    const rows = await this.db
      .select({ featureId: preferences.featureId })
      .from(preferences)
      .where(eq(preferences.applicationId, applicationId))
      .orderBy(asc(preferences.priority));
    return rows.map((row) => row.featureId);
  }
}
