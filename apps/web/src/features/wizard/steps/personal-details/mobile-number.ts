import type { MetadataJson } from 'libphonenumber-js/core';
import { DIAL_CODES, type DialCode } from '@mizan/contracts';

export type MobileCheck = { valid: true; nationalNumber: string } | { valid: false };

const REGION: Record<DialCode, 'AE' | 'SA'> = { '971': 'AE', '966': 'SA' };

/**
 * Starts loading the numbering plans early, so that submitting does not wait for them: the
 * library's core with the plans of AE and SA only (mobile-metadata.json, made by
 * scripts/phone-metadata.mjs), not every country's.
 */
export const preloadMobileRules = () =>
  Promise.all([import('libphonenumber-js/core'), import('./mobile-metadata.json')]);

/**
 * Whether `digits` is a mobile number of the dial code's country, by its numbering plan
 * (libphonenumber's mobile metadata, loaded on demand: it is not needed to draw the form).
 * A leading trunk 0 (050...) is accepted and dropped, as people write their number at home.
 */
export async function checkMobileNumber(digits: string, dialCode: DialCode): Promise<MobileCheck> {
  const [{ parsePhoneNumberFromString }, { default: metadata }] = await preloadMobileRules();
  const parsed = parsePhoneNumberFromString(
    digits,
    REGION[dialCode],
    metadata as unknown as MetadataJson,
  );
  if (!parsed?.isValid() || parsed.countryCallingCode !== dialCode) return { valid: false };
  return { valid: true, nationalNumber: parsed.nationalNumber };
}

/** The error type of a number outside its country's plan. */
export const MOBILE_PLAN_ERROR = 'mobilePlan';

/**
 * That error's message: an i18n key, worded where it is shown, so that it is in the page's
 * language even when the visitor switches language after seeing it.
 */
export function mobilePlanMessage(dialCode: DialCode): string {
  return dialCode === DIAL_CODES.sa
    ? 'wizard.personal.errors.mobileSa'
    : 'wizard.personal.errors.mobileAe';
}
