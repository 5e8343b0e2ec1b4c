import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { applicationLocationId, type ProductType } from '@mizan/contracts';
import { factsToStore } from './facts.ts';
import { seedDeactivation, seedUpdate } from './seed-write.ts';
import { readCatalogueState, type CatalogueState, type ItemKind } from './seed-state.ts';
import {
  countChanges,
  editedItemsTheSeedWouldWrite,
  ownersOfChangedParts,
  type EditedItem,
  type SeedCounts,
  type SeedKeys,
} from './seed-changes.ts';
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

export type SeedOutcome =
  /** Console edits the seed would overwrite: nothing was written. */
  | { outcome: 'refused'; edited: EditedItem[] }
  /** The catalogue is the seed files' again; `overwritten` lists the console edits it replaced. */
  | { outcome: 'seeded'; counts: SeedCounts; overwritten: EditedItem[] };

/**
 * Brings the catalogue in line with the seed files, updating rows in place by their keys so that
 * ids stay stable and visitors' records keep pointing at the same products. Products and
 * questions that left the seed files are deactivated, not deleted.
 *
 * Once the console runs the catalogue (issue 23), the seed files must not silently undo its
 * edits: when any item the seed would write was saved through the console, it writes nothing and
 * answers which, unless told to `overwrite` them. One transaction, with the catalogue tables
 * locked against writes, so no console save slips in between the check and the writes. Reads go
 * on; a visitor's write that refers to a catalogue row (its foreign-key check takes a row lock)
 * waits the moment the seed takes. A lighter lock that lets those through would let a console
 * save that locked its row first deadlock with the seed.
 */
export async function syncCatalogue(
  db: Database,
  options: { overwrite?: boolean } = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sql.join(CATALOGUE_TABLES, sql`, `)} in exclusive mode`);
    const keys = seedKeys();
    const before = await readCatalogueState(tx);
    const edited = editedItemsTheSeedWouldWrite(before, keys);
    if (edited.length > 0 && !options.overwrite) return { outcome: 'refused', edited };

    await writeSeedFiles(tx);
    const after = await newVersionsForChangedParts(tx, before);
    return { outcome: 'seeded', counts: countChanges(before, after, keys), overwritten: edited };
  });
}

/** Every table the seed writes. */
const CATALOGUE_TABLES = [
  locations,
  promoCodes,
  organizations,
  features,
  products,
  productFeatures,
  questions,
  questionOptions,
  banners,
];

/** What the seed files name, by kind (the items a seed writes). */
function seedKeys(): SeedKeys {
  return {
    bank: new Set(seedOrganizations.map((bank) => bank.key)),
    product: new Set([...cards, ...loans].map((product) => product.key)),
    'feature group': new Set(featureGroups.map((group) => group.key)),
    feature: new Set(featureGroups.flatMap((group) => group.subFeatures.map((sub) => sub.key))),
    question: new Set(seedQuestions.map(questionKey)),
    banner: new Set(seedBanners.map((banner) => String(banner.id))),
    'promo code': new Set(seedPromoCodes.map((promo) => promo.code)),
  };
}

/**
 * A product whose sub-features, or a question whose options, the seed changed is a changed item
 * even when its own row is not: it gets a new version too (once). Answers the state after.
 */
async function newVersionsForChangedParts(
  tx: Database,
  before: CatalogueState,
): Promise<CatalogueState> {
  const after = await readCatalogueState(tx);
  const owners = ownersOfChangedParts(before, after);
  // Raised once only: an item whose own row the seed changed already has its new version.
  const notYetRaised = (kind: ItemKind, ids: number[]) =>
    ids.filter((id) => {
      const was = before.items.find((item) => item.kind === kind && item.id === id);
      const now = after.items.find((item) => item.kind === kind && item.id === id);
      return was && now && was.version === now.version;
    });
  const productIds = notYetRaised('product', owners.products);
  const questionIds = notYetRaised('question', owners.questions);
  if (productIds.length === 0 && questionIds.length === 0) return after;
  if (productIds.length > 0) {
    await tx
      .update(products)
      .set({ version: sql`${products.version} + 1` })
      .where(inArray(products.id, productIds));
  }
  if (questionIds.length > 0) {
    await tx
      .update(questions)
      .set({ version: sql`${questions.version} + 1` })
      .where(inArray(questions.id, questionIds));
  }
  return readCatalogueState(tx);
}

/**
 * The seed files' rows, written in a savepoint of the caller's transaction (kept as its own
 * transaction block so that the row mapping below reads as it always has).
 */
async function writeSeedFiles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
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

    const orgIds = idsByKey(
      await tx
        .insert(organizations)
        .values(seedOrganizations)
        .onConflictDoUpdate({
          target: organizations.key,
          set: seedUpdate(organizations, ['id', 'key']),
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
        .onConflictDoUpdate({ target: features.key, set: seedUpdate(features, ['id', 'key']) })
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
        .onConflictDoUpdate({ target: features.key, set: seedUpdate(features, ['id', 'key']) })
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
        .onConflictDoUpdate({ target: products.key, set: seedUpdate(products, ['id', 'key']) })
        .returning({ id: products.id, key: products.key }),
    );
    await tx
      .update(products)
      .set(seedDeactivation(products))
      .where(and(notInArray(products.id, [...productIds.values()]), eq(products.active, true)));

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

    await tx
      .insert(banners)
      .values(seedBanners.map((banner) => ({ ...banner, active: true })))
      .onConflictDoUpdate({ target: banners.id, set: seedUpdate(banners, ['id']) });
  });
}

/** Seeds an empty database; a database that already has a catalogue is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if ((await db.$count(organizations)) > 0) return false;
  await syncCatalogue(db);
  return true;
}
