import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KINDS, type CatalogueItem, type KindSlug } from '../kinds.ts';
import { afterSave, catalogueCall } from './call.ts';
import type { SavedItem } from './get-item.ts';

/** POST /api/console/<kind>: a new item (no id, no version); answers it with version 1. */
export const addItem = (kind: KindSlug, item: CatalogueItem) =>
  catalogueCall<SavedItem>(KINDS[kind].calls.add, { body: item });

export function useAddItem(kind: KindSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CatalogueItem) => addItem(kind, item),
    onSuccess: (saved) => afterSave(queryClient, kind, saved),
  });
}
