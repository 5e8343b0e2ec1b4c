import type { z } from 'zod';

// The forms are drawn from the contract's zod schemas: a field's control follows its schema's
// type (text, number, yes/no, one of a list, an object of fields), so that a fact added to the
// contract appears in the editor without a change here.

interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: Schema;
  options?: Schema[];
  format?: string;
}
export type Schema = z.ZodType & { def: Def; format?: string | null };

export interface Described {
  /** The schema under nullable / optional / default. */
  schema: Schema;
  type: string;
  nullable: boolean;
  optional: boolean;
}

export function describe(input: z.ZodType): Described {
  let schema = input as Schema;
  let nullable = false;
  let optional = false;
  for (;;) {
    const { type, innerType } = schema.def;
    if (type === 'nullable' && innerType) nullable = true;
    else if ((type === 'optional' || type === 'default') && innerType) optional = true;
    else break;
    schema = innerType;
  }
  return { schema, type: schema.def.type, nullable, optional };
}

/** The fields of an object schema, in the contract's order. */
export const shapeOf = (schema: z.ZodType): Record<string, Schema> =>
  describe(schema).schema.def.shape ?? {};

/** The choices of an enum (or the keys of a record over one). */
export const choicesOf = (schema: z.ZodType): string[] =>
  Object.values(describe(schema).schema.def.entries ?? {});

/** `{en, ar}`: a text in both languages. */
export function isBilingual(schema: z.ZodType): boolean {
  const keys = Object.keys(shapeOf(schema));
  return (
    describe(schema).type === 'object' &&
    keys.length === 2 &&
    keys.includes('en') &&
    keys.includes('ar')
  );
}

/** `{value, source}`: a published fact with its source. */
export function isFact(schema: z.ZodType): boolean {
  const shape = shapeOf(schema);
  return describe(schema).type === 'object' && 'value' in shape && 'source' in shape;
}

/** The string format a text follows (`url`, `date`), if any. */
export const formatOf = (schema: z.ZodType): string | undefined => {
  const inner = describe(schema).schema;
  return inner.format ?? inner.def.format ?? undefined;
};

/** Whether a number must be whole. */
export const isWhole = (schema: z.ZodType) => {
  const inner = describe(schema).schema as Schema & { isInt?: boolean };
  return inner.isInt === true;
};

/**
 * A blank value of the schema, for a new item or a fact that becomes published: empty texts,
 * zero, no, the first choice; a fact unpublished; a nullable field null.
 */
export function blankOf(input: z.ZodType): unknown {
  const { schema, type, nullable, optional } = describe(input);
  if (optional) return undefined;
  if (isFact(schema)) {
    return { value: null, source: { url: '', checkedOn: null } };
  }
  if (nullable) return null;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(shapeOf(schema)).map(([key, field]) => [key, blankOf(field)]),
      );
    case 'record':
      return Object.fromEntries(
        choicesOf(schema.def.keyType!).map((key) => [key, blankOf(schema.def.valueType!)]),
      );
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return choicesOf(schema)[0];
    case 'literal':
      return schema.def.values?.[0];
    case 'array':
      return [];
    default:
      return undefined;
  }
}
