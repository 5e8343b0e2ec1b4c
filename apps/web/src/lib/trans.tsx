import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation, type TranslateValues, type TranslationKey } from './i18n.ts';

/** `<name/>` (the component as it is) or `<name>text</name>` (the component around the text). */
const TAG = /<(\w+)\s*\/>|<(\w+)>(.*?)<\/\2>/gs;

/**
 * A text with elements inside it, as i18next's <Trans> with named components: "read our
 * <privacy>Privacy Policy</privacy>" draws `components.privacy` around the translated words, so
 * each language places the link where its sentence needs it.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: TranslationKey;
  values?: TranslateValues;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(from, match.index));
    const component = components[match[1] ?? match[2]!];
    const key = parts.length;
    if (!component) parts.push(match[0]);
    else if (match[3] === undefined) parts.push(cloneElement(component, { key }));
    else parts.push(cloneElement(component, { key }, match[3]));
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
