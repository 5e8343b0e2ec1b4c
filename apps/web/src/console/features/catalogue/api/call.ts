import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleEndpointName } from '@mizan/contracts/console';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import type { KindSlug } from '../kinds.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/**
 * A catalogue call by its name in the route table, for any kind: the seven kinds' calls take and
 * answer the same shapes (catalogue-routes.ts), so the pages are written once over the kind.
 */
export const catalogueCall = <T>(
  name: ConsoleEndpointName,
  input: { params?: object; query?: object; body?: unknown },
  signal?: AbortSignal,
): Promise<T> =>
  consoleCall(name as 'getMe', input as ConsoleInput<'getMe'>, signal) as unknown as Promise<T>;

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
