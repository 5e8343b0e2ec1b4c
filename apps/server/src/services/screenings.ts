import { MIN_CARD_CREDIT_SCORE, fieldPath } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import type { ScreeningsBulkRequestSchema, SavedScreening } from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { screeningAnswers } from '../db/schema/visitors.ts';
import { invalidFields, type FieldError } from '../lib/problem.ts';
import { localize, productKind, t } from '../texts/index.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { requireOpenApplication } from './applications.ts';
import { assessApplication, type AssessedApplication } from './assessment.ts';
import { recordFunnelStep, recordFunnelVerdict } from '../records/funnel-events.ts';

/**
 * The funnel's verdict on the answers (issue 25): a hard stop rules out every product, and a
 * card needs a score of MIN_CARD_CREDIT_SCORE too.
 */
export function isEligible({ application, profile, score }: AssessedApplication): boolean {
  if (profile.hardStop) return false;
  return application.applicationType !== 'Card' || score >= MIN_CARD_CREDIT_SCORE;
}

/**
 * Saves an application's answers. One answer per question: saving again (with or without the
 * screeningId of the earlier save) updates it in place.
 */
export async function saveScreenings(
  db: Database,
  catalogue: Catalogue,
  answers: z.output<typeof ScreeningsBulkRequestSchema>,
): Promise<SavedScreening[]> {
  const applicationId = answers[0]!.applicationId;
  const application = await requireOpenApplication(db, applicationId);
  const questions = catalogue.questions(application.country, application.applicationType);

  const kind = productKind(application.applicationType, application.country);
  const errors: FieldError[] = [];
  answers.forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.questionId);
    if (!question) {
      errors.push({
        field: fieldPath('body', [index, 'questionId']),
        message: localize('problems.invalidAnswers.notAQuestion', (language) => ({
          id: answer.questionId,
          type: t(language, `productTypes.${kind}.products`),
        })),
      });
    } else if (!question.options.some((option) => option.id === answer.response)) {
      errors.push({
        field: fieldPath('body', [index, 'response']),
        message: localize('problems.invalidAnswers.notAnOption', {
          response: answer.response,
          id: answer.questionId,
        }),
      });
    }
  });
  if (errors.length > 0) {
    throw invalidFields(localize('problems.invalidAnswers.title'), errors);
  }

  // The answers and their funnel steps (saved, and the verdict of all answers so far) commit
  // together.
  const saved = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(screeningAnswers)
      .values(
        answers.map((answer) => ({
          applicationId,
          questionId: answer.questionId,
          optionId: answer.response,
        })),
      )
      .onConflictDoUpdate({
        target: [screeningAnswers.applicationId, screeningAnswers.questionId],
        set: { optionId: sql.raw('excluded."option_id"'), updatedAt: sql`now()` },
      })
      .returning();
    const assessed = await assessApplication(tx, catalogue, applicationId);
    await recordFunnelStep(tx, 'screening_saved', applicationId);
    await recordFunnelVerdict(tx, applicationId, isEligible(assessed));
    return rows;
  });

  return saved.map((row) => ({
    screeningId: row.id,
    questionId: row.questionId,
    applicationId: row.applicationId,
    response: row.optionId,
  }));
}
