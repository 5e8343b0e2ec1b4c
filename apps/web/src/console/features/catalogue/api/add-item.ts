import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KINDS, wireItem, type CatalogueItem, type KindSlug } from '../kinds.ts';
import { afterSave, catalogueCall } from './call.ts';
import type { SavedItem } from './get-item.ts';

/**
 * POST /api/console/<kind>: a new item (no id, no version); answers it with version 1. The form
 * has checked the item by the kind's schema already: checked again here (it passes as it is), it
 * is the contract's type, so the typecheck sees what is sent.
 */
export const addItem = (kind: KindSlug, item: CatalogueItem): Promise<SavedItem> =>
  catalogueCall(kind, 'add', { body: wireItem(KINDS[kind].input, item) });

export function useAddItem(kind: KindSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CatalogueItem) => addItem(kind, item),
    onSuccess: (saved) => afterSave(queryClient, kind, saved),
  });
}
