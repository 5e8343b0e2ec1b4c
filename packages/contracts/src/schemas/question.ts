import { z } from 'zod';
import { CatalogueIdSchema, ProductTypeSchema, RecordIdSchema } from './common.ts';
import { message } from '../texts/validation.ts';

export const QuestionsQuerySchema = z.object({ productType: ProductTypeSchema });

export const OptionSchema = z.object({
  optionId: z.number().int(),
  optionText: z.string(),
  hardStop: z.boolean(),
});
export type Option = z.infer<typeof OptionSchema>;

export const QuestionSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  options: z.array(OptionSchema),
});
export type Question = z.infer<typeof QuestionSchema>;

export const ScreeningAnswerSchema = z.strictObject({
  questionId: CatalogueIdSchema,
  applicationId: RecordIdSchema,
  /** The chosen optionId. */
  response: CatalogueIdSchema,
  /** From an earlier save: re-saving updates that answer. */
  screeningId: RecordIdSchema.nullish(),
});
export type ScreeningAnswer = z.input<typeof ScreeningAnswerSchema>;

export const ScreeningsBulkRequestSchema = z
  .array(ScreeningAnswerSchema)
  .min(1, { error: message('validation.answers.atLeastOne') })
  .max(50, { error: message('validation.answers.atMost50') })
  .refine((answers) => new Set(answers.map((a) => a.applicationId)).size === 1, {
    error: message('validation.answers.sameApplication'),
  })
  .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
    error: message('validation.answers.answeredTwice'),
  });

export const SavedScreeningSchema = z.object({
  screeningId: RecordIdSchema,
  questionId: z.number().int(),
  applicationId: RecordIdSchema,
  response: z.number().int(),
});
export type SavedScreening = z.infer<typeof SavedScreeningSchema>;
