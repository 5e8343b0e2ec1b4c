import type { Language } from '@mizan/contracts';
import { t } from '../texts/index.ts';

/**
 * How long until the limit resets, rounded up: "45 seconds", "2 minutes"; in Arabic "ثانية
 * واحدة", "دقيقتين", "5 دقائق" (the catalogue's plural forms).
 */
export function waitText(milliseconds: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds < 60
    ? t(language, 'problems.tooManyRequests.seconds', { count: seconds })
    : t(language, 'problems.tooManyRequests.minutes', { count: Math.ceil(seconds / 60) });
}
