// `npm run db:seed` once the console runs the catalogue (issue 23): the seed files only fill an
// empty database. Over console edits it refuses, names them and changes nothing, unless told to
// overwrite; every seed write raises the item's version (an editor's open form then gets a 409)
// and leaves edited_at null again.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { productFeatures, products, questions } from '../../src/db/schema/index.ts';
import { runSeedCommand, syncCatalogue } from '../../src/catalogue/index.ts';
import { createTestDatabase, databaseKinds } from '../helpers/test-database.ts';

const EDITED_AT = new Date('2026-11-20T09:30:00.000Z');

/** A card as the seed wrote it. */
async function aSeededCard(db: Database) {
  const [card] = await db
    .select()
    .from(products)
    .where(eq(products.productType, 'Card'))
    .orderBy(asc(products.id))
    .limit(1);
  return card!;
}

/** What a console save does to a row: a new value, the next version, and when. */
async function editAsTheConsole(db: Database, id: number, name: string) {
  await db
    .update(products)
    .set({ name, version: sql`${products.version} + 1`, editedAt: EDITED_AT })
    .where(eq(products.id, id));
}

const productRow = async (db: Database, id: number) =>
  (await db.select().from(products).where(eq(products.id, id)))[0]!;

describe.each(databaseKinds)('db:seed over console edits (%s)', (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database?.close());

  it('fills an empty database and reports what it inserted', async () => {
    const result = await runSeedCommand(db, []);
    expect(result.exitCode, result.output).toBe(0);
    const cardCount = await db.$count(products);
    expect(result.output).toContain(`products:        ${cardCount} inserted, 0 updated`);
    expect(result.output).not.toContain('Overwrote');
  });

  it('a second seed changes nothing and raises no version', async () => {
    const result = await runSeedCommand(db, []);
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toMatch(/products: +0 inserted, 0 updated, 0 deactivated, \d+ unchanged/);
    const raised = await db.$count(products, sql`${products.version} <> 1`);
    expect(raised).toBe(0);
  });

  it('raises the version of a row it changes (an edit by hand, not through the console)', async () => {
    const card = await aSeededCard(db);
    await db.update(products).set({ name: 'Renamed by hand' }).where(eq(products.id, card.id));
    const result = await syncCatalogue(db);
    expect(result).toMatchObject({ outcome: 'seeded', overwritten: [] });
    expect(result.outcome === 'seeded' && result.counts.product.updated).toBe(1);
    expect(await productRow(db, card.id)).toMatchObject({ name: card.name, version: 2 });
  });

  it("raises a product's version when only its features changed", async () => {
    const card = await aSeededCard(db);
    const [link] = await db
      .select()
      .from(productFeatures)
      .where(eq(productFeatures.productId, card.id));
    await db
      .delete(productFeatures)
      .where(
        and(eq(productFeatures.productId, card.id), eq(productFeatures.featureId, link!.featureId)),
      );
    await syncCatalogue(db);
    expect((await productRow(db, card.id)).version).toBe(card.version + 1);
    expect(
      await db.$count(productFeatures, eq(productFeatures.productId, card.id)),
    ).toBeGreaterThan(0);
  });

  it('refuses over an edited product, names it and changes nothing', async () => {
    const card = await aSeededCard(db);
    await editAsTheConsole(db, card.id, 'Edited in the console');
    const edited = await productRow(db, card.id);

    const result = await runSeedCommand(db, []);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Nothing was changed.');
    expect(result.output).toContain(
      `product "${card.key}" (id ${card.id}): edited 2026-11-20T09:30:00.000Z, version ${edited.version}`,
    );
    expect(await productRow(db, card.id)).toEqual(edited);
    expect(edited).toMatchObject({ name: 'Edited in the console', version: card.version + 1 });
  });

  it('refuses over an edited question, and over a console-made product it would deactivate', async () => {
    const [question] = await db.select().from(questions).orderBy(asc(questions.id)).limit(1);
    await db
      .update(questions)
      .set({ editedAt: EDITED_AT, version: sql`${questions.version} + 1` })
      .where(eq(questions.id, question!.id));
    const card = await aSeededCard(db);
    const [made] = await db
      .insert(products)
      .values({ ...card, id: undefined, key: 'made-in-the-console', editedAt: EDITED_AT })
      .returning();

    const result = await syncCatalogue(db);
    expect(result.outcome).toBe('refused');
    const named = result.outcome === 'refused' ? result.edited : [];
    expect(named).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'question', key: question!.key, seedWould: 'overwrite' }),
        expect.objectContaining({ kind: 'product', key: made!.key, seedWould: 'deactivate' }),
      ]),
    );
    expect((await productRow(db, made!.id)).active).toBe(true);
  });

  it('with --overwrite restores the seed, raises each version once, clears edited_at and says so', async () => {
    const card = await aSeededCard(db);
    const before = await productRow(db, card.id);
    const [made] = await db.select().from(products).where(eq(products.key, 'made-in-the-console'));

    const result = await runSeedCommand(db, ['--overwrite']);
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toContain('Overwrote 3 console edit(s):');
    expect(result.output).toContain(`product "${card.key}" (id ${card.id})`);
    expect(result.output).toContain('made-in-the-console');
    expect(result.output).toMatch(/products: +0 inserted, 1 updated, 1 deactivated/);

    const after = await productRow(db, card.id);
    expect(after.name).not.toBe('Edited in the console');
    expect(after).toMatchObject({ version: before.version + 1, editedAt: null });
    expect(await productRow(db, made!.id)).toMatchObject({
      active: false,
      version: made!.version + 1,
      editedAt: null,
    });
    const [question] = await db.select().from(questions).orderBy(asc(questions.id)).limit(1);
    expect(question!.editedAt).toBeNull();

    // Nothing edited any more: a plain seed goes through and changes nothing.
    const again = await runSeedCommand(db, []);
    expect(again.exitCode, again.output).toBe(0);
    expect(again.output).toMatch(/products: +0 inserted, 0 updated, 0 deactivated/);
  });

  it('answers its usage to an unknown argument, and changes nothing', async () => {
    const result = await runSeedCommand(db, ['--force']);
    expect(result).toEqual({
      exitCode: 2,
      output: 'Unknown argument: --force\nUsage: npm run db:seed [-- --overwrite]',
    });
  });
});
