import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KindSlug } from '../kinds.ts';
import { afterSave, catalogueCall } from './call.ts';
import type { SavedItem } from './get-item.ts';

export interface RestoreBody {
  version: number;
  /** The version the editor read: 409 if someone saved since. */
  currentVersion: number;
}

/** POST /api/console/<kind>/<id>/restore `{version, currentVersion}`: saved as the next version. */
export const restoreItem = (kind: KindSlug, id: string, body: RestoreBody): Promise<SavedItem> =>
  catalogueCall(kind, 'restore', { params: { id }, body });

export function useRestoreItem(kind: KindSlug, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreBody) => restoreItem(kind, id, body),
    onSuccess: (saved) => afterSave(queryClient, kind, saved),
  });
}
