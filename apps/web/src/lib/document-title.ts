import { useLayoutEffect } from 'react';

/**
 * The tab's title. Set on the document rather than rendered as React 19's `<title>`: index.html
 * already has one, and a document's title is its first `<title>`.
 */
export function useDocumentTitle(title: string) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
