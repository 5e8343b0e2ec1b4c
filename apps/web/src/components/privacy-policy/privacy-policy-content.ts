/** SPEC section 3: each section has an optional bold title and one or more paragraphs. */
export interface PrivacySection {
  title?: string;
  contents: string[];
}

export interface PrivacyPolicyContent {
  privacy_info: PrivacySection[];
}

let pending: Promise<PrivacySection[]> | undefined;

/**
 * The policy text is a chunk of its own, fetched the first time the sheet opens, so that it
 * never weighs on the first page load. A failed fetch is forgotten, so that a retry can succeed.
 */
export function loadPrivacyPolicy(): Promise<PrivacySection[]> {
  pending ??= import('./privacy-policy.json').then(
    (module) => (module.default as PrivacyPolicyContent).privacy_info,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
