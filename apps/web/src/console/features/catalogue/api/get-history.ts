import { useQuery } from '@tanstack/react-query';
import type { KindSlug } from '../kinds.ts';
import { catalogueCall, kindKey } from './call.ts';
import type { SavedItem } from './get-item.ts';

export interface HistoryEntry {
  version: number;
  at: string;
  actor: { id: string | null; email: string | null };
  action: string;
  item: SavedItem;
}

/** GET /api/console/<kind>/<id>/history: every saved version, newest first. */
export const getHistory = (
  kind: KindSlug,
  id: string,
  signal?: AbortSignal,
): Promise<{ items: HistoryEntry[] }> => catalogueCall(kind, 'history', { params: { id } }, signal);

export const useHistory = (kind: KindSlug, id: string) =>
  useQuery({
    queryKey: [...kindKey(kind), 'history', id],
    queryFn: ({ signal }) => getHistory(kind, id, signal),
  });
