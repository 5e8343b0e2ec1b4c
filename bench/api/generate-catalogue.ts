// A large catalogue for the benchmark: the demo catalogue plus 10,000 UAE cards over 200 extra
// sub-features, inserted straight into a fresh database.
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/catalogue/index.ts';
import { unrecordedCardFacts } from '../../apps/server/src/catalogue/facts.ts';
import {
  features,
  organizations,
  productFeatures,
  products,
} from '../../apps/server/src/db/schema/index.ts';

const BENCH_PAGE = 'https://bank.example/cards';
const BENCH_SOURCE = { url: BENCH_PAGE, checkedOn: '2026-01-01' };

export const GENERATED = { cards: 10_000, subFeatures: 200, groups: 20, featuresPerCard: 8 };

/** Deterministic pseudo-random numbers, so every run benchmarks the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function generateCatalogue(target: DatabaseTarget): Promise<void> {
  const { db, close } = await openDatabase(target);
  await seedIfEmpty(db);
  const next = random(42);

  const [org] = await db
    .insert(organizations)
    .values({
      key: 'bench-bank',
      name: 'Bench Bank',
      country: 'ae',
      websiteUrl: 'https://bank.example',
    })
    .returning({ id: organizations.id });
  const groups = await db
    .insert(features)
    .values(
      Array.from({ length: GENERATED.groups }, (_, g) => ({
        key: `bench-group-${g}`,
        name: `Bench group ${g}`,
        image: 'cashback.svg',
        sortOrder: 100 + g,
      })),
    )
    .returning({ id: features.id });
  const subs = await db
    .insert(features)
    .values(
      Array.from({ length: GENERATED.subFeatures }, (_, s) => ({
        key: `bench-feature-${s}`,
        name: `Bench feature ${s}`,
        image: 'cashback.svg',
        parentId: groups[s % groups.length]!.id,
        sortOrder: s,
      })),
    )
    .returning({ id: features.id });

  const cardIds: number[] = [];
  await insertInChunks(
    Array.from({ length: GENERATED.cards }, (_, c): typeof products.$inferInsert => {
      // Drawn in a fixed order, so every run generates the same cards.
      const minMonthlySalary = 5000 + Math.floor(next() * 5) * 5000;
      const islamic = next() < 0.3;
      const instantIssuance = next() < 0.2;
      const fee = Math.floor(next() * 1000);
      return {
        key: `bench-card-${c}`,
        organizationId: org!.id,
        country: 'ae',
        productType: 'Card',
        name: `Bench card ${c}`,
        description: 'Generated for the benchmark',
        routingUrl: BENCH_PAGE,
        image: 'mashreq-cashback.svg',
        instantIssuance,
        incentive: Math.floor(next() * 500),
        // The figures the engine reads are facts (docs/decisions/0023); the rest not published.
        facts: {
          ...unrecordedCardFacts(BENCH_PAGE),
          minMonthlySalary: { value: minMonthlySalary, source: BENCH_SOURCE },
          islamic: { value: islamic, source: BENCH_SOURCE },
          annualFee: {
            value: { firstYear: fee, laterYears: fee, waiver: null, waivedFromYearlySpend: null },
            source: BENCH_SOURCE,
          },
        },
      };
    }),
    1000,
    async (chunk) => {
      const rows = await db.insert(products).values(chunk).returning({ id: products.id });
      cardIds.push(...rows.map((row) => row.id));
    },
  );

  const links = cardIds.flatMap((productId) => {
    const chosen = new Set<number>();
    while (chosen.size < GENERATED.featuresPerCard)
      chosen.add(subs[Math.floor(next() * subs.length)]!.id);
    return [...chosen].map((featureId) => ({ productId, featureId }));
  });
  await insertInChunks(links, 5000, (chunk) => db.insert(productFeatures).values(chunk));
  await close();
}
