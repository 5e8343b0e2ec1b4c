/** An error that becomes an RFC 9457 problem-details response. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(detail);
    this.name = 'Problem';
  }
}

export const notFound = (what: string, id: string | number) =>
  new Problem(404, `${what} not found`, `No ${what.toLowerCase()} has the id ${id}.`);

export const conflict = (title: string, detail: string) => new Problem(409, title, detail);

export const unprocessable = (title: string, detail: string, field?: string) =>
  new Problem(422, title, detail, field ? [{ field, message: detail }] : undefined);

export type FieldError = { field: string; message: string };

/** 422 naming every field that failed a rule the schema alone cannot check. */
export const invalidFields = (title: string, errors: FieldError[]) =>
  new Problem(422, title, errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
