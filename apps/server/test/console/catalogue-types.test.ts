// The catalogue's calls are typed end to end (issue 33): each kind's handlers are checked against
// its own calls in the console's table. This file is checked by `npm run typecheck` (tsc), which
// is where it fails: a handler that answers or takes what the contract does not say, does not
// register. The fixtures change one field of a bank, as a schema change would.
import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { BankInputSchema, BankItem, ConsoleRoutes } from '@mizan/contracts/console';
import type { ListedBank } from '../../src/catalogue/index.ts';
import type { kindHandlers, KindHandlers } from '../../src/routes/console/catalogue.ts';

type BankInput = z.output<typeof BankInputSchema>;
/** A bank whose address is a number: no longer the contract's bank. */
type BankWithNumericUrl = Omit<BankItem, 'websiteUrl'> & { websiteUrl: number };
/** A bank with a field the contract does not have, and without one it requires. */
type BankWithoutCountry = Omit<BankItem, 'country'> & { region: string };

/** The handlers kindHandlers makes for a bank editor of these types (its list as the real one). */
type HandlersOf<Item extends { id: number; version: number }, Input> = ReturnType<
  typeof kindHandlers<Item, Input, ListedBank>
>;

test('the bank editor as it is serves the bank calls of the contract', () => {
  expectTypeOf<HandlersOf<BankItem, BankInput>>().toExtend<KindHandlers<'banks'>>();
  expectTypeOf<KindHandlers<'banks'>['get']>().parameter(0).toHaveProperty('params');
  expectTypeOf<Awaited<ReturnType<HandlersOf<BankItem, BankInput>['get']>>>().toEqualTypeOf<
    z.output<ConsoleRoutes['getBank']['success']['schema']>
  >();
});

test('an item that differs from its schema by one field does not typecheck as its calls', () => {
  // @ts-expect-error: the answers of get, save, add and restore carry a numeric websiteUrl.
  expectTypeOf<HandlersOf<BankWithNumericUrl, BankInput>>().toExtend<KindHandlers<'banks'>>();
  // @ts-expect-error: the answers lack `country`, which the bank schema requires.
  expectTypeOf<HandlersOf<BankWithoutCountry, BankInput>>().toExtend<KindHandlers<'banks'>>();
  // @ts-expect-error: an add that takes something else than the bank input schema's body.
  expectTypeOf<HandlersOf<BankItem, { websiteUrl: URL }>>().toExtend<KindHandlers<'banks'>>();
});

test("a kind's handlers are not another kind's", () => {
  // @ts-expect-error: a bank editor's handlers answer banks, not banners.
  expectTypeOf<HandlersOf<BankItem, BankInput>>().toExtend<KindHandlers<'banners'>>();
});
