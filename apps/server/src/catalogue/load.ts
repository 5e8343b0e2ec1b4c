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
import { buildCatalogue, type Catalogue } from './snapshot.ts';

/** Reads the catalogue tables (concurrently) into a snapshot with this version. */
export async function loadCatalogue(db: Database, version: number): Promise<Catalogue> {
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
      .select({
        product: products,
        organization: {
          id: organizations.id,
          key: organizations.key,
          name: organizations.name,
          nameAr: organizations.nameAr,
          active: organizations.active,
        },
      })
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
  return buildCatalogue(
    {
      products: productRows,
      productFeatures: linkRows,
      features: featureRows,
      questions: questionRows,
      questionOptions: optionRows,
      banners: bannerRows,
      promoCodes: promoRows,
      locationIds: locationRows.map((l) => l.id),
    },
    version,
  );
}
