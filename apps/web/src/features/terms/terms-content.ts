import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@mizan/contracts';

export interface TermsSection {
  title: string;
  paragraphs: string[];
  link?: 'privacy-policy' | 'support';
}

export interface TermsContent {
  title: string;
  updated: string;
  intro: string;
  sections: TermsSection[];
}

// The text is its own chunk per language, fetched only when the page is visited in it (SPEC
// section 2): an English visit never fetches the Arabic text, nor the reverse.
const chunks: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('./terms-of-service.json'),
  ar: () => import('./terms-of-service.ar.json'),
};

export const loadTerms = async (language: Language) =>
  (await chunks[language]()).default as TermsContent;

/** The terms in the page's language, kept for the visit; the language is in the key. */
export const termsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['terms-of-service', language],
    queryFn: () => loadTerms(language),
    staleTime: Infinity,
  });
