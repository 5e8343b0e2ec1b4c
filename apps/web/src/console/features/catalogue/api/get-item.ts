import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem, KindSlug } from '../kinds.ts';
import { catalogueCall, kindKey } from './call.ts';

export type SavedItem = CatalogueItem & { id: number | string; version: number };

export const itemKey = (kind: KindSlug, id: string) => [...kindKey(kind), 'item', id] as const;

/** GET /api/console/<kind>/<id>: the item as it is edited, with its version. */
export const getItem = (kind: KindSlug, id: string, signal?: AbortSignal): Promise<SavedItem> =>
  catalogueCall(kind, 'get', { params: { id } }, signal);

export const useCatalogueItem = (kind: KindSlug, id: string) =>
  useQuery({
    queryKey: itemKey(kind, id),
    queryFn: ({ signal }) => getItem(kind, id, signal),
    // An editor works from the version read: no refetch under their hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
