import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KINDS, type CatalogueItem, type KindSlug } from '../kinds.ts';
import { catalogueCall, kindKey } from './call.ts';
import { itemKey, type SavedItem } from './get-item.ts';

/** PUT /api/console/<kind>/<id> with the whole item and the version it was read at. */
export const saveItem = (kind: KindSlug, item: SavedItem) =>
  catalogueCall<SavedItem>(KINDS[kind].calls.save, { params: { id: item.id }, body: item });

export function useSaveItem(kind: KindSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CatalogueItem) => saveItem(kind, item as SavedItem),
    onSuccess: (saved) => {
      queryClient.setQueryData(itemKey(kind, String(saved.id)), saved);
      return queryClient.invalidateQueries({
        queryKey: kindKey(kind),
        predicate: (query) => query.queryKey[3] !== 'item',
      });
    },
  });
}
