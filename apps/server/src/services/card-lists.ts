import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  currencyFor,
  type CardPage,
  type CardRecommendation,
  type Language,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { preferences } from '../db/schema/index.ts';
import { topRankedCards, type CardEligibility } from '../engine/card-match.ts';
import type { Country } from '../engine/types.ts';
import { invalidFields } from '../lib/problem.ts';
import {
  assessApplication,
  requireApplicationType,
  type AssessedApplication,
} from './assessment.ts';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';

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
}

export interface CardPageQuery extends CardListQuery {
  page: number;
  size: number;
}

/** SPEC section 3: description lines are separated by a literal backslash-n. */
export const joinLines = (lines: string[]) => lines.join('\\n');

/** Selected feature ids must be active Card sub-features, each named once. */
export function requireSubFeatures(
  catalogue: Catalogue,
  featureIds: readonly number[],
  field: string,
) {
  const errors = featureIds.flatMap((featureId, index) => {
    const feature = catalogue.feature(featureId);
    const ok =
      feature && feature.parentId !== null && feature.active && feature.productType === 'Card';
    return ok
      ? []
      : [
          {
            field: `${field}[${index}].featureId`,
            message: {
              en: `${featureId} is not a selectable card feature`,
              ar: `${featureId} ليست من مزايا البطاقات المتاحة للاختيار`,
            },
          },
        ];
  });
  if (errors.length > 0) {
    throw invalidFields({ en: 'Unknown feature', ar: 'ميزة غير معروفة' }, errors);
  }
}

/** The card list of SPEC section 4: its length and its first `limit` entries, ranked. */
function ranking(catalogue: Catalogue, query: CardListQuery, limit: number) {
  const cardsByFeature = query.preferenceIds.map((id) =>
    catalogue.cardsWithFeature(query.country, id),
  );
  return topRankedCards(cardsByFeature, query.eligibility, query.preferenceIds, limit);
}

function countCards(catalogue: Catalogue, query: CardListQuery): number {
  return ranking(catalogue, query, 0).total;
}

function cardView(
  catalogue: Catalogue,
  query: CardListQuery,
  product: CatalogueProduct,
  score: number,
): CardRecommendation {
  const { language } = query;
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
    minMonthlySalary: product.minMonthlySalary,
    features: query.preferenceIds
      .filter((id) => product.featureIds.has(id))
      .map((id) => ({ featureId: id, featureName: catalogue.feature(id)?.name[language] ?? '' })),
    description: joinLines(product.descriptionLines[language]),
    routingUrl: product.routingUrl,
  };
}

function cardPage(catalogue: Catalogue, query: CardPageQuery): CardPage {
  const start = query.page * query.size;
  const { total, top } = ranking(catalogue, query, start + query.size);
  const content = top
    .slice(start)
    .map(({ card, score }) => cardView(catalogue, query, card, score));
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

/** A count weighs 1 in the cache, a page 1 + its cards (see decision 0010 for the sizes). */
const CARD_LIST_CACHE_SIZE = 50_000;

/** The query for an application's card list, once the application may have one. */
export function cardListQuery(
  catalogue: Catalogue,
  assessed: AssessedApplication,
  preferenceIds: readonly number[],
  language: Language,
): CardListQuery {
  requireApplicationType(assessed.application, 'Card');
  requireSubFeatures(catalogue, preferenceIds, 'preferences');
  return {
    country: assessed.application.country,
    language,
    eligibility: assessed.cardEligibility,
    preferenceIds,
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

  /** How many cards the applicant may see that carry at least one of the features. */
  async count(
    applicationId: string,
    preferenceIds: readonly number[],
    language: Language,
  ): Promise<number> {
    const catalogue = await this.catalogue.get();
    const assessed = await assessApplication(this.db, catalogue, applicationId);
    return this.cache.count(catalogue, cardListQuery(catalogue, assessed, preferenceIds, language));
  }

  /** A page of the card list; the saved preferences unless the request names features. */
  async page(
    applicationId: string,
    request: { page: number; size: number; preferences?: readonly number[] | undefined },
    language: Language,
  ): Promise<CardPage> {
    const catalogue = await this.catalogue.get();
    // The saved preferences, when needed, are read while the application is.
    const [assessed, preferenceIds] = await Promise.all([
      assessApplication(this.db, catalogue, applicationId),
      request.preferences ?? this.savedPreferenceIds(applicationId),
    ]);
    const query = cardListQuery(catalogue, assessed, preferenceIds, language);
    return this.cache.page(catalogue, { ...query, page: request.page, size: request.size });
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
