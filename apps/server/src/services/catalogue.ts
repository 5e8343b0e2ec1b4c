import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  banners,
  features,
  locations,
  organizations,
  productFeatures,
  products,
  promoCodes,
  questionOptions,
  questions,
} from '../db/schema/index.ts';
import type {
  Country,
  EngineCard,
  EngineLoan,
  EngineQuestion,
  ProductType,
} from '../engine/types.ts';

export interface CatalogueProduct extends EngineCard, EngineLoan {
  key: string;
  country: Country;
  productType: ProductType;
  name: string;
  organizationName: string;
  descriptionLines: string[];
  routingUrl: string;
  image: string;
  active: boolean;
  instantIssuance: boolean;
  annualFee: number;
}

export interface CatalogueFeature {
  id: number;
  parentId: number | null;
  name: string;
  image: string;
  productType: ProductType;
  active: boolean;
}

export interface CatalogueBanner {
  id: number;
  country: Country | null;
  title: string;
  description: string;
  image: string;
  routingUrl: string;
}

/** A read-only snapshot of the whole catalogue; the engine works on it in memory. */
export interface Catalogue {
  product(id: number): CatalogueProduct | undefined;
  activeProducts(country: Country, type: ProductType): readonly CatalogueProduct[];
  /** Active cards of the country that carry the feature. */
  cardsWithFeature(country: Country, featureId: number): readonly CatalogueProduct[];
  featureGroups: readonly { group: CatalogueFeature; subFeatures: CatalogueFeature[] }[];
  feature(id: number): CatalogueFeature | undefined;
  questions(country: Country, type: ProductType): readonly EngineQuestion[];
  banners(country: Country): readonly CatalogueBanner[];
  /** The location a promo code points at, or undefined when the code is unknown or inactive. */
  promoCodeLocation(code: string): number | undefined;
  locationExists(id: number): boolean;
}

async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [
    productRows,
    linkRows,
    featureRows,
    questionRows,
    optionRows,
    bannerRows,
    promoRows,
    locationRows,
  ] = await Promise.all([
    db
      .select({ product: products, organizationName: organizations.name })
      .from(products)
      .innerJoin(organizations, eq(products.organizationId, organizations.id)),
    db.select().from(productFeatures),
    db.select().from(features).orderBy(asc(features.sortOrder), asc(features.id)),
    db
      .select()
      .from(questions)
      .where(eq(questions.active, true))
      .orderBy(asc(questions.sortOrder), asc(questions.id)),
    db.select().from(questionOptions).orderBy(asc(questionOptions.sortOrder)),
    db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.id)),
    db.select().from(promoCodes).where(eq(promoCodes.active, true)),
    db.select({ id: locations.id }).from(locations),
  ]);

  const featureIdsByProduct = new Map<number, Set<number>>();
  for (const link of linkRows) {
    const set = featureIdsByProduct.get(link.productId) ?? new Set<number>();
    set.add(link.featureId);
    featureIdsByProduct.set(link.productId, set);
  }

  const productsById = new Map<number, CatalogueProduct>();
  for (const { product: p, organizationName } of productRows) {
    productsById.set(p.id, {
      id: p.id,
      key: p.key,
      country: p.country as Country,
      productType: p.productType as ProductType,
      name: p.name,
      organizationName,
      descriptionLines: p.description.split('\n'),
      routingUrl: p.routingUrl,
      image: p.image,
      active: p.active,
      minMonthlySalary: p.minMonthlySalary,
      isIslamic: p.isIslamic,
      instantIssuance: p.instantIssuance,
      annualFee: p.annualFee ?? 0,
      incentive: p.incentive,
      featureIds: featureIdsByProduct.get(p.id) ?? new Set(),
      interestRate: p.interestRate ?? 0,
      maxTenureMonths: p.maxTenureMonths ?? 0,
      minAmount: p.minAmount ?? 0,
      maxAmount: p.maxAmount ?? 0,
      processingFee: {
        percent: p.processingFeePercent ?? 0,
        min: p.processingFeeMin ?? 0,
        max: p.processingFeeMax ?? 0,
      },
    });
  }
  const activeByCountryType = new Map<string, CatalogueProduct[]>();
  for (const product of productsById.values()) {
    if (!product.active) continue;
    const key = `${product.country}:${product.productType}`;
    const list = activeByCountryType.get(key) ?? [];
    list.push(product);
    activeByCountryType.set(key, list);
  }

  // Inverted index: with thousands of cards, only those carrying a selected feature are scored.
  const cardsByCountryFeature = new Map<string, CatalogueProduct[]>();
  for (const product of productsById.values()) {
    if (!product.active || product.productType !== 'Card') continue;
    for (const featureId of product.featureIds) {
      const key = `${product.country}:${featureId}`;
      const list = cardsByCountryFeature.get(key) ?? [];
      list.push(product);
      cardsByCountryFeature.set(key, list);
    }
  }

  const featuresById = new Map<number, CatalogueFeature>(
    featureRows.map((f) => [
      f.id,
      {
        id: f.id,
        parentId: f.parentId,
        name: f.name,
        image: f.image,
        productType: f.productType as ProductType,
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

  const questionsByCountryType = new Map<string, EngineQuestion[]>();
  for (const q of questionRows) {
    const key = `${q.country}:${q.productType}`;
    const question: EngineQuestion = {
      id: q.id,
      country: q.country as Country,
      productType: q.productType as ProductType,
      topic: q.topic,
      text: q.text,
      options: optionRows
        .filter((o) => o.questionId === q.id)
        .map((o) => ({
          id: o.id,
          questionId: o.questionId,
          text: o.text,
          points: o.points,
          hardStop: o.hardStop,
          value: o.value,
        })),
    };
    const list = questionsByCountryType.get(key) ?? [];
    list.push(question);
    questionsByCountryType.set(key, list);
  }

  const bannerList: CatalogueBanner[] = bannerRows.map((b) => ({
    id: b.id,
    country: b.country as Country | null,
    title: b.title,
    description: b.description,
    image: b.image,
    routingUrl: b.routingUrl,
  }));
  const promoLocations = new Map(promoRows.map((p) => [p.code.toLowerCase(), p.locationId]));
  const locationIds = new Set(locationRows.map((l) => l.id));

  return {
    product: (id) => productsById.get(id),
    activeProducts: (country, type) => activeByCountryType.get(`${country}:${type}`) ?? [],
    cardsWithFeature: (country, featureId) =>
      cardsByCountryFeature.get(`${country}:${featureId}`) ?? [],
    featureGroups,
    feature: (id) => featuresById.get(id),
    questions: (country, type) => questionsByCountryType.get(`${country}:${type}`) ?? [],
    banners: (country) => bannerList.filter((b) => b.country === null || b.country === country),
    promoCodeLocation: (code) => promoLocations.get(code.toLowerCase()),
    locationExists: (id) => locationIds.has(id),
  };
}

/** After a failed reload, the current snapshot is kept and the reload tried again this much later. */
const RETRY_RELOAD_MS = 5_000;

/**
 * The catalogue snapshot requests read. A change to the catalogue in the database (re-seed, an
 * edit by hand; see plugins/database.ts) reloads it in the background: requests keep the current
 * snapshot until the new one is ready, so nobody waits for a reload and nobody sees half of one.
 * Concurrent first reads share one load.
 */
export class CatalogueCache {
  private pending: Promise<Catalogue> | undefined;
  private loaded: Catalogue | undefined;
  private reloading = false;
  /** A change arrived while a reload was running: its result may already be out of date. */
  private reloadAgain = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly onReloadFailed: (error: unknown) => void = () => {},
  ) {}

  get(): Promise<Catalogue> {
    if (this.loaded) return Promise.resolve(this.loaded);
    // A reload that finished first has the newer snapshot: the first load does not replace it.
    this.pending ??= loadCatalogue(this.db).then(
      (catalogue) => (this.loaded ??= catalogue),
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  /**
   * The snapshot without waiting for a promise, for the busiest calls. The server loads it before
   * it takes requests (plugins/database.ts).
   */
  get current(): Catalogue {
    if (!this.loaded) throw new Error('the catalogue is read before its first load');
    return this.loaded;
  }

  /** The catalogue changed in the database. */
  reload(): void {
    if (this.stopped) return;
    if (this.reloading) {
      this.reloadAgain = true;
      return;
    }
    this.reloading = true;
    loadCatalogue(this.db)
      .then(
        (fresh) => {
          if (!this.stopped) this.loaded = fresh;
        },
        (error: unknown) => {
          this.onReloadFailed(error);
          // The retry covers any change that came in meanwhile.
          this.reloadAgain = false;
          this.retry = setTimeout(() => this.reload(), RETRY_RELOAD_MS);
          this.retry.unref();
        },
      )
      .finally(() => {
        this.reloading = false;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          this.reload();
        }
      });
  }

  /** No more reloads (the server is closing). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }
}
