import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's contracts
 * schema, rather than validated by zod on every answer: the same schema (the contract and the
 * OpenAPI document stay single-sourced), a whitelist of fields (nothing undeclared leaks), at a
 * fraction of the cost on the hot recommendation calls. See docs/decisions/0005.
 */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return onceForFrozen(fastJson(jsonSchema as Parameters<typeof fastJson>[0]));
}

/**
 * A frozen answer cannot change, so its text is written once: answers shared between requests
 * (services/shared-answers.ts) are frozen and cost no serialization when served again. The
 * texts go with their answers (weak references).
 */
function onceForFrozen(stringify: (data: unknown) => string): (data: unknown) => string {
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return stringify(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = stringify(data);
      texts.set(data, text);
    }
    return text;
  };
}
