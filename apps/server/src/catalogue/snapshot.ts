import type {
  banners,
  features,
  productFeatures,
  products,
  promoCodes,
  questionOptions,
  questions,
} from '../db/schema/index.ts';
import type {
  CardFacts,
  Language,
  LoanFacts,
  StoredCardFacts,
  StoredLoanFacts,
} from '@mizan/contracts';
import type {
  Country,
  EngineCard,
  EngineLoan,
  EngineOption,
  EngineQuestion,
  ProductType,
} from '../engine/types.ts';
import { localized, localizedLines, type Localized } from '../texts/localized.ts';
import {
  cardEligibility,
  cardValueTerms,
  loanTerms,
  servedCardFacts,
  servedLoanFacts,
  storedCardFacts,
  storedLoanFacts,
  unrecordedCardFacts,
  unrecordedLoanFacts,
} from './facts.ts';

// Every text a visitor reads is kept in both languages, Arabic already falling back to English
// where it is missing (texts/localized.ts): an answer picks `text[request.language]` and is done.

export interface CatalogueProduct extends EngineCard, EngineLoan {
  key: string;
  country: Country;
  productType: ProductType;
  name: Localized;
  /** The bank (organization) that offers it. */
  organizationId: number;
  organizationKey: string;
  organizationName: Localized;
  descriptionLines: Readonly<Record<Language, string[]>>;
  routingUrl: string;
  image: string;
  active: boolean;
  instantIssuance: boolean;
  /** A card's fee from the second year on, from its facts; null when not published (and for a loan). */
  annualFee: number | null;
  /** A card's published facts in each language (null for a loan). */
  cardFacts: Readonly<Record<Language, CardFacts>> | null;
  /** A loan's published facts in each language (null for a card). */
  loanFacts: Readonly<Record<Language, LoanFacts>> | null;
}

export interface CatalogueFeature {
  id: number;
  parentId: number | null;
  name: Localized;
  image: string;
  productType: ProductType;
  active: boolean;
}

export interface CatalogueBanner {
  id: number;
  country: Country | null;
  title: Localized;
  description: Localized;
  image: string;
  routingUrl: string;
}

export interface CatalogueOption extends EngineOption {
  text: Localized;
}

export interface CatalogueQuestion extends EngineQuestion {
  text: Localized;
  options: CatalogueOption[];
}

/** A read-only snapshot of the whole catalogue; the engine works on it in memory. */
export interface Catalogue {
  /** Tells snapshots apart: a new one (a change in the database) has a higher version. */
  version: number;
  product(id: number): CatalogueProduct | undefined;
  activeProducts(country: Country, type: ProductType): readonly CatalogueProduct[];
  /** Active cards of the country that carry the feature. */
  cardsWithFeature(country: Country, featureId: number): readonly CatalogueProduct[];
  featureGroups: readonly { group: CatalogueFeature; subFeatures: CatalogueFeature[] }[];
  feature(id: number): CatalogueFeature | undefined;
  questions(country: Country, type: ProductType): readonly CatalogueQuestion[];
  banners(country: Country): readonly CatalogueBanner[];
  /** The location a promo code points at, or undefined when the code is unknown or inactive. */
  promoCodeLocation(code: string): number | undefined;
  locationExists(id: number): boolean;
  /** The ids of every product (active or not) a bank offers; empty for an unknown bank. */
  productIdsOfOrganization(organizationId: number): readonly number[];
}

/** The catalogue tables' rows as services/catalogue-loader.ts reads them (active ones only where noted). */
export interface CatalogueRows {
  products: {
    product: typeof products.$inferSelect;
    organization: {
      id: number;
      key: string;
      name: string;
      nameAr: string | null;
      /** An inactive bank's products are inactive with it (they leave the public site). */
      active: boolean;
    };
  }[];
  productFeatures: (typeof productFeatures.$inferSelect)[];
  /** In display order. */
  features: (typeof features.$inferSelect)[];
  /** Active ones, in display order. */
  questions: (typeof questions.$inferSelect)[];
  /** In display order. */
  questionOptions: (typeof questionOptions.$inferSelect)[];
  /** Active ones. */
  banners: (typeof banners.$inferSelect)[];
  /** Active ones. */
  promoCodes: (typeof promoCodes.$inferSelect)[];
  locationIds: number[];
}

/** Appends `item` to the list under `key`, making the list on first use. */
function push<K, V>(map: Map<K, V[]>, key: K, item: V) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

// Every figure the engine, the lists, the comparison and the emails read comes from the product's
// facts, the one place a published figure is kept (docs/decisions/0023-facts-in-one-place.md).

/** A card's figures from its facts; the loan's are left empty. */
function cardFields(card: StoredCardFacts) {
  return {
    ...cardEligibility(card),
    annualFee: card.annualFee.value?.laterYears ?? null,
    salaryTransferRequired: card.salaryTransferRequired.value,
    valueTerms: cardValueTerms(card),
    cardFacts: servedCardFacts(card),
    ratePercent: 0,
    rateType: 'reducing' as const,
    ratePublished: false,
    maxTenureMonths: null,
    maxAmount: null,
    processingFee: { percent: 0, min: 0, max: 0 },
    earlySettlementFee: null,
    loanFacts: null,
  };
}

/** A loan's figures from its facts; the card's are left empty. */
function loanFields(loan: StoredLoanFacts) {
  return {
    ...loanTerms(loan),
    annualFee: null,
    salaryTransferRequired: null,
    valueTerms: { annualFee: null, foreignCurrencyFeePercent: null, earn: null },
    cardFacts: null,
    loanFacts: servedLoanFacts(loan),
  };
}

function productsById(rows: CatalogueRows): Map<number, CatalogueProduct> {
  const featureIdsByProduct = new Map<number, Set<number>>();
  for (const link of rows.productFeatures) {
    const set = featureIdsByProduct.get(link.productId) ?? new Set<number>();
    set.add(link.featureId);
    featureIdsByProduct.set(link.productId, set);
  }
  const byId = new Map<number, CatalogueProduct>();
  for (const { product: p, organization } of rows.products) {
    const isCard = p.productType === 'Card';
    // A product stored without facts is served with each "not published", from its own page.
    const card = isCard
      ? (storedCardFacts(p.key, p.facts) ?? unrecordedCardFacts(p.routingUrl))
      : null;
    const loan = isCard
      ? null
      : (storedLoanFacts(p.key, p.facts) ?? unrecordedLoanFacts(p.routingUrl));
    const common = {
      id: p.id,
      key: p.key,
      country: p.country,
      productType: p.productType,
      name: localized(p.name, p.nameAr),
      organizationId: organization.id,
      organizationKey: organization.key,
      organizationName: localized(organization.name, organization.nameAr),
      descriptionLines: localizedLines(p.description, p.descriptionAr),
      routingUrl: p.routingUrl,
      image: p.image,
      active: p.active && organization.active,
      instantIssuance: p.instantIssuance,
      incentive: p.incentive,
      featureIds: featureIdsByProduct.get(p.id) ?? new Set<number>(),
      minAmount: p.minAmount ?? 0,
    };
    byId.set(p.id, card ? { ...common, ...cardFields(card) } : { ...common, ...loanFields(loan!) });
  }
  return byId;
}

function questionsByCountryType(rows: CatalogueRows): Map<string, CatalogueQuestion[]> {
  const byKey = new Map<string, CatalogueQuestion[]>();
  for (const q of rows.questions) {
    push(byKey, `${q.country}:${q.productType}`, {
      id: q.id,
      country: q.country,
      productType: q.productType,
      topic: q.topic,
      text: localized(q.text, q.textAr),
      options: rows.questionOptions
        .filter((o) => o.questionId === q.id)
        .map((o) => ({
          id: o.id,
          questionId: o.questionId,
          text: localized(o.text, o.textAr),
          points: o.points,
          hardStop: o.hardStop,
          value: o.value,
        })),
    });
  }
  return byKey;
}

/** A snapshot of the catalogue from its tables' rows, indexed for the calls that read it. */
export function buildCatalogue(rows: CatalogueRows, version: number): Catalogue {
  const byId = productsById(rows);
  const activeByCountryType = new Map<string, CatalogueProduct[]>();
  // Inverted index: with thousands of cards, only those carrying a selected feature are scored.
  const cardsByCountryFeature = new Map<string, CatalogueProduct[]>();
  for (const product of byId.values()) {
    if (!product.active) continue;
    push(activeByCountryType, `${product.country}:${product.productType}`, product);
    if (product.productType !== 'Card') continue;
    for (const featureId of product.featureIds) {
      push(cardsByCountryFeature, `${product.country}:${featureId}`, product);
    }
  }

  const featuresById = new Map<number, CatalogueFeature>(
    rows.features.map((f) => [
      f.id,
      {
        id: f.id,
        parentId: f.parentId,
        name: localized(f.name, f.nameAr),
        image: f.image,
        productType: f.productType,
        active: f.active,
      },
    ]),
  );
  const allFeatures = [...featuresById.values()];
  const featureGroups = allFeatures
    .filter((f) => f.parentId === null)
    .map((group) => ({
      group,
      subFeatures: allFeatures.filter((f) => f.parentId === group.id),
    }));

  const questionLists = questionsByCountryType(rows);
  const bannerList: CatalogueBanner[] = rows.banners.map((b) => ({
    id: b.id,
    country: b.country,
    title: localized(b.title, b.titleAr),
    description: localized(b.description, b.descriptionAr),
    image: b.image,
    routingUrl: b.routingUrl,
  }));
  const promoLocations = new Map(rows.promoCodes.map((p) => [p.code.toLowerCase(), p.locationId]));
  const locationIds = new Set(rows.locationIds);
  const productIdsByOrganization = new Map<number, number[]>();
  for (const product of byId.values()) {
    push(productIdsByOrganization, product.organizationId, product.id);
  }

  return {
    version,
    product: (id) => byId.get(id),
    activeProducts: (country, type) => activeByCountryType.get(`${country}:${type}`) ?? [],
    cardsWithFeature: (country, featureId) =>
      cardsByCountryFeature.get(`${country}:${featureId}`) ?? [],
    featureGroups,
    feature: (id) => featuresById.get(id),
    questions: (country, type) => questionLists.get(`${country}:${type}`) ?? [],
    banners: (country) => bannerList.filter((b) => b.country === null || b.country === country),
    promoCodeLocation: (code) => promoLocations.get(code.toLowerCase()),
    locationExists: (id) => locationIds.has(id),
    productIdsOfOrganization: (id) => productIdsByOrganization.get(id) ?? [],
  };
}
