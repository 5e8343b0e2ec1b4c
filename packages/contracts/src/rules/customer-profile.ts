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
