import type { Language, ProblemDetails } from '@mizan/contracts';
import { localize, t } from '../texts/index.ts';
import { localizedBy, type Localized } from '../texts/localized.ts';

export type FieldError = { field: string; message: Localized };

/**
 * An error that becomes an RFC 9457 problem-details response, worded from the catalogues
 * (src/texts) in both languages where it is thrown; the error handler answers in the request's.
 * Field names stay as the API spells them: they name parts of the request, not words for the
 * visitor.
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: Localized,
    readonly detail: Localized,
    readonly errors?: FieldError[],
  ) {
    // English in logs.
    super(detail.en);
    this.name = 'Problem';
  }

  details(language: Language): ProblemDetails {
    const problem: ProblemDetails = {
      title: this.title[language],
      detail: this.detail[language],
      status: this.status,
    };
    if (this.errors) {
      problem.errors = this.errors.map((e) => ({ field: e.field, message: e.message[language] }));
    }
    return problem;
  }
}

/** The records a caller can ask for by id. */
type RecordName =
  'application' | 'customer' | 'image' | 'operator' | 'product' | 'productImage' | 'supportRequest';

export const notFound = (what: RecordName, id: string | number) =>
  new Problem(
    404,
    localize(`problems.notFound.${what}.title`),
    localize(`problems.notFound.${what}.detail`, { id }),
  );

export const conflict = (title: Localized, detail: Localized) => new Problem(409, title, detail);

export const unprocessable = (title: Localized, detail: Localized, field?: string) =>
  new Problem(422, title, detail, field ? [{ field, message: detail }] : undefined);

/** Every field's message, after its name, in one line. */
export function fieldList(errors: { field: string; message: string }[], language: Language) {
  return errors
    .map((e) => t(language, 'problems.fieldMessage', { field: e.field, message: e.message }))
    .join(t(language, 'problems.fieldSeparator'));
}

/**
 * A problem naming every field at fault, its detail their messages: 422 for a rule the schema
 * alone cannot check, 400 for a check of the request's own shape that runs outside its schema,
 * 404 or 409 for a field naming what is not there or is taken (the console's catalogue). The one
 * way to word a field's refusal, so that every form shows it beside that field.
 */
export const invalidFields = (
  title: Localized,
  errors: FieldError[],
  status: 400 | 404 | 409 | 422 = 422,
) =>
  new Problem(
    status,
    title,
    localizedBy((language) =>
      fieldList(
        errors.map((e) => ({ field: e.field, message: e.message[language] })),
        language,
      ),
    ),
    errors,
  );
