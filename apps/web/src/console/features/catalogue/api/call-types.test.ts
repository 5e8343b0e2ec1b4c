// The console's catalogue calls are typed by the contract (issue 33): what a page sends and reads
// is the kinds' own schemas' types. Checked by `npm run typecheck` (tsc), where it fails: a body or
// an answer that a schema change no longer fits does not typecheck.
import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { BankInputSchema, BankItemSchema } from '@mizan/contracts/console';
import type { ConsoleInput } from '../../../lib/console-api.ts';
import type { catalogueCall } from './call.ts';

type Body<C extends 'add' | 'save' | 'restore'> = Parameters<typeof catalogueCall<C>>[2]['body'];
type Answer<C extends 'get' | 'add' | 'save'> = Awaited<ReturnType<typeof catalogueCall<C>>>;

// As the wire spells them (`AE`): what the web sends and reads.
type BankInput = z.input<typeof BankInputSchema>;
type BankItem = z.input<typeof BankItemSchema>;
/** A bank whose address is a number, as if its schema's field had changed. */
type BankWithNumericUrl = Omit<BankInput, 'websiteUrl'> & { websiteUrl: number };
/** A saved bank without the country its schema requires. */
type BankWithoutCountry = Omit<BankItem, 'country'>;

test("a kind's item is what its calls send and answer", () => {
  expectTypeOf<BankInput>().toExtend<Body<'add'>>();
  expectTypeOf<BankItem>().toExtend<Body<'save'>>();
  expectTypeOf<BankItem>().toExtend<Answer<'get'>>();
  expectTypeOf<Answer<'save'>>().toEqualTypeOf<Answer<'get'>>();
  expectTypeOf<Body<'restore'>>().toEqualTypeOf<ConsoleInput<'restoreBank'>['body']>();
});

test('an item that differs from its schema by one field is no body of its calls', () => {
  // @ts-expect-error: websiteUrl is a string in the bank schema.
  expectTypeOf<BankWithNumericUrl>().toExtend<Body<'add'>>();
  // @ts-expect-error: a saved bank has a country.
  expectTypeOf<BankWithoutCountry>().toExtend<Body<'save'>>();
  // @ts-expect-error: the answer is an item of a kind, not any record.
  expectTypeOf<Answer<'get'>>().toEqualTypeOf<Record<string, unknown>>();
});
