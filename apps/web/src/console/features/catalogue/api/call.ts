import type { QueryClient } from '@tanstack/react-query';
import type { CatalogueCall } from '@mizan/contracts/console';
import { consoleCall, type ConsoleAnswer, type ConsoleInput } from '../../../lib/console-api.ts';
import { KINDS, type KindSlug } from '../kinds.ts';

/** The call `C` of any kind, by its names in the route table (`getProduct`, `getBank`...). */
type CallOfAnyKind<C extends CatalogueCall> = (typeof KINDS)[KindSlug]['calls'][C];
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/**
 * The catalogue call `call` of a kind: the pages are written once over the kind, and what they
 * send and read is typed by the contract as any of the kinds' calls (catalogue-routes.ts), so a
 * change to a kind's schema that the pages do not follow fails the typecheck.
 */
export const catalogueCall = <C extends CatalogueCall>(
  kind: KindSlug,
  call: C,
  input: ConsoleInput<CallOfAnyKind<C>>,
  signal?: AbortSignal,
): Promise<ConsoleAnswer<CallOfAnyKind<C>>> => consoleCall(KINDS[kind].calls[call], input, signal);

/** Every query key of a kind starts with this: a save invalidates them together. */
export const kindKey = (kind: KindSlug) => consoleQueryKey('catalogue', kind);

/**
 * After a save, an add or a restore: the item's cache holds what the server answered, and every
 * list of the kind is read again (the leads' bank picker too, after a bank changed).
 */
export function afterSave(
  queryClient: QueryClient,
  kind: KindSlug,
  saved: { id: number | string },
): Promise<unknown> {
  queryClient.setQueryData([...kindKey(kind), 'item', String(saved.id)], saved);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: kindKey(kind),
      predicate: (query) => query.queryKey[3] !== 'item',
    }),
    kind === 'banks' && queryClient.invalidateQueries({ queryKey: consoleQueryKey('banks') }),
  ]);
}
