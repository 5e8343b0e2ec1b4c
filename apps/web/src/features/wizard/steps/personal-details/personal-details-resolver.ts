import { zodResolver } from '@hookform/resolvers/zod';
import {
  PersonalDetailsFormSchema,
  type PersonalDetails,
  type PersonalDetailsForm,
} from '@mizan/contracts';
import type { Resolver } from 'react-hook-form';
import { checkMobileNumber, mobilePlanError } from './mobile-number.ts';

const schemaResolver = zodResolver(PersonalDetailsFormSchema) as unknown as Resolver<
  PersonalDetailsForm,
  unknown,
  PersonalDetails
>;

/** The spec's rules first, then the number against its country's numbering plan. */
export const personalDetailsResolver: Resolver<
  PersonalDetailsForm,
  unknown,
  PersonalDetails
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (result.errors.phone || !/^[0-9]+$/.test(values.phone)) return result;
  const check = checkMobileNumber(values.phone, values.dialCode);
  if (!check.valid) {
    const phone = { type: mobilePlanError(values.dialCode) };
    return { values: {}, errors: { ...result.errors, phone } };
  }
  if (Object.keys(result.errors).length > 0) return result;
  // A trunk 0 typed at the start (050...) is not part of the international number.
  const details = result.values as PersonalDetails;
  return { values: { ...details, phone: check.nationalNumber }, errors: {} };
};
