import type { Language } from '@mizan/contracts';

/** SPEC section 3: each section has an optional bold title and one or more paragraphs. */
export interface PrivacySection {
  title?: string;
  contents: string[];
}

export interface PrivacyPolicyContent {
  privacy_info: PrivacySection[];
}

// One chunk per language: an English page never fetches the Arabic text, nor the reverse.
const chunks: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('./privacy-policy.json'),
  ar: () => import('./privacy-policy.ar.json'),
};

const pending = new Map<Language, Promise<PrivacySection[]>>();

/**
 * The policy text in the page's language is a chunk of its own, fetched the first time the
 * sheet opens, so that it never weighs on the first page load. A failed fetch is forgotten, so
 * that a retry can succeed.
 */
export function loadPrivacyPolicy(language: Language): Promise<PrivacySection[]> {
  let policy = pending.get(language);
  if (!policy) {
    policy = chunks[language]().then(
      (module) => (module.default as PrivacyPolicyContent).privacy_info,
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, policy);
  }
  return policy;
}
