import type { CatalogueItem } from '../kinds.ts';

/** An item's name as its page and list show it: its English name, title or text, or its code. */
export function itemTitle(item: CatalogueItem): string {
  for (const key of ['name', 'title', 'text']) {
    const text = item[key] as { en?: string } | undefined;
    if (text?.en) return text.en;
  }
  if (typeof item.code === 'string' && item.code) return item.code;
  if (typeof item.key === 'string' && item.key) return item.key;
  return item.id === undefined ? 'Untitled' : `#${String(item.id)}`;
}
