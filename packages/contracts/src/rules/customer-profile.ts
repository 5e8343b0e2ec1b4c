import type { CustomerProfileRequest } from '../schemas/customer.ts';
import type { PersonalDetails } from '../schemas/personal-details.ts';

// Kept apart from the schemas (types only from there): the web app sends the form without
// loading the schema library first.

/** The customer profile call's body: "+", the dial code and the national number. */
export function customerProfileRequest(details: PersonalDetails): CustomerProfileRequest {
  return {
    name: details.fullName,
    email: details.email,
    mobileNumber: `+${details.dialCode}${details.phone}`,
    promoCode: details.promoCode,
  };
}

/** Which field of the personal details form each field of that body comes from. */
export const PERSONAL_DETAILS_FIELDS = {
  name: 'fullName',
  email: 'email',
  mobileNumber: 'phone',
  promoCode: 'promoCode',
} as const satisfies Record<keyof CustomerProfileRequest, keyof PersonalDetails>;
