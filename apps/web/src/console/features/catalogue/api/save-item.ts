import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KINDS, type CatalogueItem, type KindSlug } from '../kinds.ts';
import { afterSave, catalogueCall } from './call.ts';
import type { SavedItem } from './get-item.ts';

/** PUT /api/console/<kind>/<id> with the whole item and the version it was read at. */
export const saveItem = (kind: KindSlug, item: SavedItem) =>
  catalogueCall<SavedItem>(KINDS[kind].calls.save, { params: { id: item.id }, body: item });

export function useSaveItem(kind: KindSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CatalogueItem) => saveItem(kind, item as SavedItem),
    onSuccess: (saved) => afterSave(queryClient, kind, saved),
  });
}
