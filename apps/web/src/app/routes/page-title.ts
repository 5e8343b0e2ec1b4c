import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** The page's title (an i18n key), in the page's language. */
export function usePageTitle(titleKey: string) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
}
