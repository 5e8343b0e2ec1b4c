import { DIAL_CODES, type DialCode } from '@mizan/contracts';
import plans from './mobile-plans.json';

export type MobileCheck = { valid: true; nationalNumber: string } | { valid: false };

interface MobilePlan {
  internationalPrefix: string;
  nationalPrefix: string;
  mobilePattern: string;
  mobileLengths: number[];
}

const PLANS: Record<DialCode, MobilePlan> = plans;

function isMobile(national: string, plan: MobilePlan) {
  return (
    plan.mobileLengths.includes(national.length) &&
    new RegExp(`^(?:${plan.mobilePattern})$`).test(national)
  );
}

/**
 * The ways people write their own mobile number, each reduced to the national number: as dialled
 * at home with the trunk 0 (050...), without it (50...), or in full with the country's code
 * (971 50..., 00971 50...).
 */
function nationalCandidates(digits: string, dialCode: DialCode, plan: MobilePlan) {
  const candidates = [digits];
  if (digits.startsWith(plan.nationalPrefix)) {
    candidates.push(digits.slice(plan.nationalPrefix.length));
  }
  for (const prefix of [plan.internationalPrefix + dialCode, dialCode]) {
    if (digits.startsWith(prefix)) candidates.push(digits.slice(prefix.length));
  }
  return candidates;
}

/**
 * Whether `digits` is a mobile number of the dial code's country, by its numbering plan
 * (libphonenumber's, cut to our two countries by scripts/phone-metadata.mjs), and its national
 * number (what follows +971 or +966).
 */
export function checkMobileNumber(digits: string, dialCode: DialCode): MobileCheck {
  const plan = PLANS[dialCode];
  const nationalNumber = nationalCandidates(digits, dialCode, plan).find((candidate) =>
    isMobile(candidate, plan),
  );
  return nationalNumber === undefined ? { valid: false } : { valid: true, nationalNumber };
}

/**
 * The error type of a number outside its country's plan, one per country since its text names
 * the country. The step words it where it is shown, so that it is in the page's language even
 * when the visitor switches language after seeing it.
 */
export const mobilePlanError = (dialCode: DialCode) =>
  dialCode === DIAL_CODES.sa ? 'mobilePlanSa' : 'mobilePlanAe';
