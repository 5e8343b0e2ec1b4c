import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { applicationLocationId, type ProductType } from '@mizan/contracts';
import { factsToStore } from './facts.ts';
import { seedDeactivation, seedUpdate } from './seed-write.ts';
import type { Database } from '../db/client.ts';
import type { SeedQuestion } from '../db/seed/catalogue-types.ts';
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
import { organizations as seedOrganizations } from '../db/seed/data/organizations.ts';
import { featureGroups } from '../db/seed/data/features.ts';
import { cards } from '../db/seed/data/cards.ts';
import { loans } from '../db/seed/data/loans.ts';
import { cardFacts, loanFacts } from '../db/seed/data/facts/index.ts';
import { banners as seedBanners } from '../db/seed/data/banners.ts';
import { questions as seedQuestions } from '../db/seed/data/questions.ts';
import {
  locations as seedLocations,
  promoCodes as seedPromoCodes,
} from '../db/seed/data/promo-codes.ts';

// The seed files' rows written to the catalogue tables (sync.ts decides whether they may be).
// Rows are updated in place by their keys, so ids stay stable; each step answers the ids by key
// that a later one refers to.

/** Ids by key: how a seed file's row finds the row it refers to. */
type IdsByKey = Map<string, number>;

export const questionKey = (q: SeedQuestion) =>
  `${q.country}-${q.productType}-${q.topic}`.toLowerCase();

function idsByKey(rows: { id: number; key: string }[]): IdsByKey {
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** A product's facts from the facts files, checked as every write of facts is (facts.ts). */
function factsOf(key: string, type: ProductType, facts: Readonly<Record<string, unknown>>) {
  if (!Object.hasOwn(facts, key)) throw new Error(`Seed data has no facts for product ${key}`);
  return factsToStore(key, type, facts[key]);
}

function lookup(map: IdsByKey, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown ${what}: ${key}`);
  return id;
}

/**
 * The seed files' rows, written in a savepoint of the caller's transaction (kept as its own
 * transaction block so that the row mapping reads as it always has).
 */
export async function writeSeedFiles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await writeLocationsAndPromoCodes(tx);
    const orgIds = await writeOrganizations(tx);
    const subFeatureIds = await writeFeatures(tx);
    const productIds = await writeProducts(tx, orgIds);
    await writeProductFeatures(tx, productIds, subFeatureIds);
    await writeQuestions(tx);
    await tx
      .insert(banners)
      .values(seedBanners.map((banner) => ({ ...banner, active: true })))
      .onConflictDoUpdate({ target: banners.id, set: seedUpdate(banners, ['id']) });
  });
}

async function writeLocationsAndPromoCodes(tx: Database): Promise<void> {
  await tx
    .insert(locations)
    .values(seedLocations)
    .onConflictDoUpdate({ target: locations.id, set: seedUpdate(locations, ['id']) });

  await tx
    .insert(promoCodes)
    .values(
      seedPromoCodes.map((promo) => ({
        ...promo,
        locationId: applicationLocationId(promo.code),
        active: true,
      })),
    )
    .onConflictDoUpdate({ target: promoCodes.code, set: seedUpdate(promoCodes, ['code']) });
}

async function writeOrganizations(tx: Database): Promise<IdsByKey> {
  return idsByKey(
    await tx
      .insert(organizations)
      .values(seedOrganizations)
      .onConflictDoUpdate({
        target: organizations.key,
        set: seedUpdate(organizations, ['id', 'key']),
      })
      .returning({ id: organizations.id, key: organizations.key }),
  );
}

/** The feature groups, then their sub-features; answers the sub-features' ids. */
async function writeFeatures(tx: Database): Promise<IdsByKey> {
  const groupIds = idsByKey(
    await tx
      .insert(features)
      .values(
        featureGroups.map((group, index) => ({
          key: group.key,
          name: group.name,
          nameAr: group.nameAr,
          image: group.image,
          parentId: null,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({ target: features.key, set: seedUpdate(features, ['id', 'key']) })
      .returning({ id: features.id, key: features.key }),
  );
  return idsByKey(
    await tx
      .insert(features)
      .values(
        featureGroups.flatMap((group) =>
          group.subFeatures.map((sub, index) => ({
            key: sub.key,
            name: sub.name,
            nameAr: sub.nameAr,
            image: sub.image,
            parentId: lookup(groupIds, group.key, 'feature group'),
            sortOrder: index,
          })),
        ),
      )
      .onConflictDoUpdate({ target: features.key, set: seedUpdate(features, ['id', 'key']) })
      .returning({ id: features.id, key: features.key }),
  );
}

type ProductRow = typeof products.$inferInsert;

/** The cards and loans of the seed files as product rows. */
function seedProductRows(orgIds: IdsByKey): ProductRow[] {
  return [
    ...cards.map((card): ProductRow => ({
      key: card.key,
      organizationId: lookup(orgIds, card.organization, 'organization'),
      country: card.country,
      productType: 'Card',
      name: card.name,
      nameAr: card.nameAr,
      description: card.description.join('\n'),
      descriptionAr: card.descriptionAr.join('\n'),
      routingUrl: card.routingUrl,
      image: card.image,
      active: true,
      instantIssuance: card.instantIssuance,
      incentive: card.incentive,
      facts: factsOf(card.key, 'Card', cardFacts),
    })),
    ...loans.map((loan): ProductRow => ({
      key: loan.key,
      organizationId: lookup(orgIds, loan.organization, 'organization'),
      country: loan.country,
      productType: 'Loan',
      name: loan.name,
      nameAr: loan.nameAr,
      description: loan.description.join('\n'),
      descriptionAr: loan.descriptionAr.join('\n'),
      routingUrl: loan.routingUrl,
      image: loan.image,
      active: true,
      instantIssuance: loan.instantIssuance,
      minAmount: loan.minAmount,
      facts: factsOf(loan.key, 'Loan', loanFacts),
    })),
  ];
}

/** The seed's products; a product that left the seed files is deactivated, not deleted. */
async function writeProducts(tx: Database, orgIds: IdsByKey): Promise<IdsByKey> {
  const productIds = idsByKey(
    await tx
      .insert(products)
      .values(seedProductRows(orgIds))
      .onConflictDoUpdate({ target: products.key, set: seedUpdate(products, ['id', 'key']) })
      .returning({ id: products.id, key: products.key }),
  );
  await tx
    .update(products)
    .set(seedDeactivation(products))
    .where(and(notInArray(products.id, [...productIds.values()]), eq(products.active, true)));
  return productIds;
}

/** The seed's products' sub-features, replaced as a whole. */
async function writeProductFeatures(
  tx: Database,
  productIds: IdsByKey,
  subFeatureIds: IdsByKey,
): Promise<void> {
  await tx
    .delete(productFeatures)
    .where(inArray(productFeatures.productId, [...productIds.values()]));
  await tx.insert(productFeatures).values(
    cards.flatMap((card) =>
      card.features.map((featureKey) => ({
        productId: lookup(productIds, card.key, 'product'),
        featureId: lookup(subFeatureIds, featureKey, 'sub-feature'),
      })),
    ),
  );
}

/** The questions and their options; a question that left the seed files is deactivated. */
async function writeQuestions(tx: Database): Promise<void> {
  const questionIds = idsByKey(
    await tx
      .insert(questions)
      .values(
        seedQuestions.map((question, index) => ({
          key: questionKey(question),
          country: question.country,
          productType: question.productType,
          topic: question.topic,
          text: question.text,
          textAr: question.textAr,
          sortOrder: index,
          active: true,
        })),
      )
      .onConflictDoUpdate({ target: questions.key, set: seedUpdate(questions, ['id', 'key']) })
      .returning({ id: questions.id, key: questions.key }),
  );
  await tx
    .update(questions)
    .set(seedDeactivation(questions))
    .where(and(notInArray(questions.id, [...questionIds.values()]), eq(questions.active, true)));
  await tx
    .insert(questionOptions)
    .values(
      seedQuestions.flatMap((question) =>
        question.options.map((option, index) => ({
          questionId: lookup(questionIds, questionKey(question), 'question'),
          text: option.text,
          textAr: option.textAr,
          points: option.points,
          hardStop: option.hardStop ?? false,
          value: option.value ?? null,
          sortOrder: index,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [questionOptions.questionId, questionOptions.sortOrder],
      set: seedUpdate(questionOptions, ['id', 'questionId', 'sortOrder']),
    });
}
