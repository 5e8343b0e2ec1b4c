import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KINDS, wireItem, type CatalogueItem, type KindSlug } from '../kinds.ts';
import { afterSave, catalogueCall } from './call.ts';
import type { SavedItem } from './get-item.ts';

/**
 * PUT /api/console/<kind>/<id> with the whole item and the version it was read at, checked by the
 * kind's schema as the form did (so typed by the contract, as addItem's).
 */
export function saveItem(kind: KindSlug, item: CatalogueItem): Promise<SavedItem> {
  const body = wireItem(KINDS[kind].item, item);
  return catalogueCall(kind, 'save', { params: { id: body.id }, body });
}

export function useSaveItem(kind: KindSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CatalogueItem) => saveItem(kind, item),
    onSuccess: (saved) => afterSave(queryClient, kind, saved),
  });
}
