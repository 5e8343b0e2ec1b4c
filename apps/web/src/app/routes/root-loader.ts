import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { loadLanguage } from '../../lib/i18n.ts';

/**
 * The root route is `/:lang?`: the same pages, and the same mounted shell and wizard, in both
 * languages. Its loader fetches the page language's strings before the page (or the switch to
 * it) is shown, and answers 404 for a first segment that is neither `ar` nor a page.
 */
export async function rootLoader({ params }: LoaderFunctionArgs) {
  // Strings first: the 404 screen needs them too.
  await loadLanguage(params.lang === 'ar' ? 'ar' : 'en');
  if (params.lang !== undefined && params.lang !== 'ar') {
    throw new Response('Not found', { status: 404 });
  }
  return null;
}

/** Only a change of language has anything to load. */
export function shouldRevalidateRoot({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}
