import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  QuestionItemSchema,
  type QuestionInputSchema,
  type QuestionItem,
  type QuestionOption,
} from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { questionOptions, questions, screeningAnswers } from '../../db/schema/index.ts';
import { InvalidItemField, OptionInUse } from './errors.ts';
import { bilingual, type EditableKind } from './kind.ts';

type QuestionInput = z.infer<typeof QuestionInputSchema>;
type QuestionRow = typeof questions.$inferSelect;
type OptionRow = typeof questionOptions.$inferSelect;

const itemOf = (row: QuestionRow, options: OptionRow[]): QuestionItem => ({
  id: row.id,
  version: row.version,
  key: row.key,
  country: row.country,
  productType: row.productType,
  topic: row.topic as QuestionItem['topic'],
  text: bilingual(row.text, row.textAr),
  sortOrder: row.sortOrder,
  active: row.active,
  options: options.map((option) => ({
    id: option.id,
    text: bilingual(option.text, option.textAr),
    points: option.points,
    hardStop: option.hardStop,
    value: option.value,
  })),
});

const columnsOf = (question: QuestionInput) => ({
  key: question.key,
  country: question.country,
  productType: question.productType,
  topic: question.topic,
  text: question.text.en,
  textAr: question.text.ar,
  sortOrder: question.sortOrder,
  active: question.active,
});

const optionColumns = (option: QuestionOption, sortOrder: number) => ({
  text: option.text.en,
  textAr: option.text.ar,
  points: option.points,
  hardStop: option.hardStop,
  value: option.value,
  sortOrder,
});

const optionsOf = (db: Database, questionId: number) =>
  db
    .select()
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.sortOrder));

/**
 * The question's options become `wanted`, in its order. Visitors' answers point at options by id
 * (screening_answers.option_id), so an option keeps its id when edited; one left out is removed
 * only if nobody answered with it (OptionInUse otherwise). The order is unique per question:
 * the options kept are first moved to negative places, out of the way of the new order.
 */
async function writeOptions(db: Database, questionId: number, wanted: readonly QuestionOption[]) {
  const existing = await optionsOf(db, questionId);
  const existingIds = new Set(existing.map((option) => option.id));
  wanted.forEach((option, index) => {
    if (option.id !== undefined && !existingIds.has(option.id)) {
      throw new InvalidItemField(['options', index, 'id'], 'unknownOption');
    }
  });
  const keptIds = new Set(wanted.map((option) => option.id));
  const removed = existing.filter((option) => !keptIds.has(option.id));
  if (removed.length > 0) {
    const [answered] = await db
      .select({ optionId: screeningAnswers.optionId })
      .from(screeningAnswers)
      .where(
        inArray(
          screeningAnswers.optionId,
          removed.map((option) => option.id),
        ),
      )
      .limit(1);
    if (answered) {
      const option = removed.find((candidate) => candidate.id === answered.optionId)!;
      throw new OptionInUse(option.id, option.text);
    }
    await db.delete(questionOptions).where(
      inArray(
        questionOptions.id,
        removed.map((option) => option.id),
      ),
    );
  }
  await db
    .update(questionOptions)
    .set({ sortOrder: sql`-1 - ${questionOptions.sortOrder}` })
    .where(eq(questionOptions.questionId, questionId));
  for (const [index, option] of wanted.entries()) {
    if (option.id === undefined) {
      await db.insert(questionOptions).values({ questionId, ...optionColumns(option, index) });
    } else {
      await db
        .update(questionOptions)
        .set(optionColumns(option, index))
        .where(eq(questionOptions.id, option.id));
    }
  }
}

/** Screening questions and their options (points, hard stop), in the order they are asked. */
export const questionKind: EditableKind<QuestionItem, QuestionInput> = {
  name: 'questions',
  schema: QuestionItemSchema,
  keyField: 'key',
  async all(db) {
    const [rows, options] = await Promise.all([
      db
        .select()
        .from(questions)
        .orderBy(
          asc(questions.country),
          asc(questions.productType),
          asc(questions.sortOrder),
          asc(questions.id),
        ),
      db.select().from(questionOptions).orderBy(asc(questionOptions.sortOrder)),
    ]);
    return rows.map((row) =>
      itemOf(
        row,
        options.filter((option) => option.questionId === row.id),
      ),
    );
  },
  listFields: {
    country: (question) => question.country,
    productType: (question) => question.productType,
    active: (question) => question.active,
    search: (question) => [question.key, question.text.en, question.text.ar],
  },
  async read(db, id, lock) {
    const query = db.select().from(questions).where(eq(questions.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row && itemOf(row, await optionsOf(db, id));
  },
  async insert(db, input, stamp) {
    const [row] = await db
      .insert(questions)
      .values({ ...columnsOf(input), ...stamp })
      .returning({ id: questions.id });
    await writeOptions(db, row!.id, input.options);
    return row!.id;
  },
  async update(db, _before, item, stamp) {
    await db
      .update(questions)
      .set({ ...columnsOf(item), ...stamp })
      .where(eq(questions.id, item.id));
    await writeOptions(db, item.id, item.options);
  },
  /** An old version's options that were removed since are added again, as new options. */
  rebase(old, current) {
    const ids = new Set(current.options.map((option) => option.id));
    return {
      ...old,
      options: old.options.map(({ id, ...option }) => (ids.has(id) ? { id, ...option } : option)),
    };
  },
};
