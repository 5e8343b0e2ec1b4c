import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** What a route declares in its `handle`: the key of its page title. */
export interface RouteHandle {
  titleKey: string;
}

function titleKeyOf(handle: unknown): string | undefined {
  return (handle as Partial<RouteHandle> | undefined)?.titleKey;
}

/** The deepest route's title, in the page's language. */
export function useRouteTitle() {
  const { t } = useTranslation();
  const key = useMatches()
    .map((match) => titleKeyOf(match.handle))
    .filter(Boolean)
    .at(-1);
  useDocumentTitle(t(key ?? 'app.title.home'));
}
