import { useTranslation, type TranslationKey } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** The page's title (an i18n key), in the page's language. */
export function usePageTitle(titleKey: TranslationKey) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
}
