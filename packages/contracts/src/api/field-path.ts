// How a problem's `errors[].field` names the part of the request that failed, the same way for
// every call and on both sides: the part of the request, then the path inside it, written as code
// would reach it. `body.mobileNumber`, `body.customer.customerId`, `body[2].response`,
// `query.tenure`, `path.applicationId`, `header.x-country-key`.

export const REQUEST_PARTS = ['body', 'query', 'path', 'header'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];
/** An object key, or an index into a list. */
export type FieldSegment = string | number;

export interface FieldLocation {
  part: RequestPart;
  segments: FieldSegment[];
}

/** The name of a field, by the convention above. */
export function fieldPath(part: RequestPart, segments: readonly FieldSegment[] = []): string {
  return segments.reduce<string>(
    (path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : `${path}.${segment}`),
    part,
  );
}

const SEGMENT = /\.([^.[\]]+)|\[(\d+)\]/gy;

/** The part and path a field name stands for; undefined when it does not follow the convention. */
export function parseFieldPath(field: string): FieldLocation | undefined {
  const part = REQUEST_PARTS.find(
    (candidate) =>
      field === candidate || field.startsWith(`${candidate}.`) || field.startsWith(`${candidate}[`),
  );
  if (!part) return undefined;
  const segments: FieldSegment[] = [];
  SEGMENT.lastIndex = part.length;
  while (SEGMENT.lastIndex < field.length) {
    const match = SEGMENT.exec(field);
    if (!match) return undefined;
    segments.push(match[1] ?? Number(match[2]));
  }
  return { part, segments };
}

/**
 * The form field a problem's field stands for: `fields` maps the body's top-level keys to the
 * form's fields. undefined for anything else (a nested field, the query, a header).
 */
export function bodyFieldOf<F extends string>(
  field: string,
  fields: Readonly<Record<string, F>>,
): F | undefined {
  const location = parseFieldPath(field);
  if (location?.part !== 'body' || location.segments.length !== 1) return undefined;
  const [key] = location.segments;
  return typeof key === 'string' && Object.hasOwn(fields, key) ? fields[key] : undefined;
}
