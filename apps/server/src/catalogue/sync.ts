import { getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { applicationLocationId, type ProductType } from '@mizan/contracts';
import { factsToStore } from './facts.ts';
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

/** `set` for an upsert: take every column from the proposed row except the conflict keys. */
function fromExcluded(table: PgTable, keep: string[]) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => !keep.includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

const questionKey = (q: SeedQuestion) => `${q.country}-${q.productType}-${q.topic}`.toLowerCase();

function idsByKey(rows: { id: number; key: string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** A product's facts from the facts files, checked as every write of facts is (facts.ts). */
function factsOf(key: string, type: ProductType, facts: Readonly<Record<string, unknown>>) {
  if (!Object.hasOwn(facts, key)) throw new Error(`Seed data has no facts for product ${key}`);
  return factsToStore(key, type, facts[key]);
}

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown ${what}: ${key}`);
  return id;
}

/**
 * Brings the catalogue in line with the seed files, updating rows in place by their keys so that
 * ids stay stable and visitors' records keep pointing at the same products. Products and
 * questions that left the seed files are deactivated, not deleted.
 */
export async function syncCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(locations)
      .values(seedLocations)
      .onConflictDoUpdate({ target: locations.id, set: fromExcluded(locations, ['id']) });

    await tx
      .insert(promoCodes)
      .values(
        seedPromoCodes.map((promo) => ({
          ...promo,
          locationId: applicationLocationId(promo.code),
          active: true,
        })),
      )
      .onConflictDoUpdate({ target: promoCodes.code, set: fromExcluded(promoCodes, ['code']) });

    const orgIds = idsByKey(
      await tx
        .insert(organizations)
        .values(seedOrganizations)
        .onConflictDoUpdate({
          target: organizations.key,
          set: fromExcluded(organizations, ['id', 'key']),
        })
        .returning({ id: organizations.id, key: organizations.key }),
    );

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
        .onConflictDoUpdate({ target: features.key, set: fromExcluded(features, ['id', 'key']) })
        .returning({ id: features.id, key: features.key }),
    );
    const subFeatureIds = idsByKey(
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
        .onConflictDoUpdate({ target: features.key, set: fromExcluded(features, ['id', 'key']) })
        .returning({ id: features.id, key: features.key }),
    );

    type ProductRow = typeof products.$inferInsert;
    const productRows = [
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
    const productIds = idsByKey(
      await tx
        .insert(products)
        .values(productRows)
        .onConflictDoUpdate({ target: products.key, set: fromExcluded(products, ['id', 'key']) })
        .returning({ id: products.id, key: products.key }),
    );
    await tx
      .update(products)
      .set({ active: false })
      .where(notInArray(products.id, [...productIds.values()]));

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
        .onConflictDoUpdate({ target: questions.key, set: fromExcluded(questions, ['id', 'key']) })
        .returning({ id: questions.id, key: questions.key }),
    );
    await tx
      .update(questions)
      .set({ active: false })
      .where(notInArray(questions.id, [...questionIds.values()]));
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
        set: fromExcluded(questionOptions, ['id', 'questionId', 'sortOrder']),
      });

    await tx
      .insert(banners)
      .values(seedBanners.map((banner) => ({ ...banner, active: true })))
      .onConflictDoUpdate({ target: banners.id, set: fromExcluded(banners, ['id']) });
  });
}

/** Seeds an empty database; a database that already has a catalogue is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if ((await db.$count(organizations)) > 0) return false;
  await syncCatalogue(db);
  return true;
}
