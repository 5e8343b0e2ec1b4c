import { describe, expect, it } from 'vitest';
import {
  CustomerProfileRequestSchema,
  customerProfileRequest,
  PersonalDetailsFormSchema,
} from '../src/index.ts';
import { inEnglish } from './in-english.ts';

const valid = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '501234567',
  dialCode: '971',
  promoCode: '',
};

/** The first message for each failing field, in English. */
function messages(input: unknown): Record<string, string> {
  const result = PersonalDetailsFormSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= inEnglish(issue.message);
  return out;
}

describe('personal details form (SPEC section 5)', () => {
  it('gives the spec messages for empty fields', () => {
    expect(messages({ ...valid, fullName: ' ', email: '', phone: '' })).toEqual({
      fullName: 'Full Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('wants a valid email, letters-only names and a phone longer than 4 digits', () => {
    expect(messages({ ...valid, email: 'layla@' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(messages({ ...valid, fullName: 'Layla 2' }).fullName).toMatch(/letters and spaces/);
    expect(messages({ ...valid, phone: '1234' }).phone).toBe('Phone number is required');
    expect(messages({ ...valid, phone: '50-123' }).phone).toMatch(/digits only/);
  });

  it("replaces an empty promo code with '1-1-other' and turns into the API's body", () => {
    const details = PersonalDetailsFormSchema.parse(valid);
    expect(details.promoCode).toBe('1-1-other');
    const body = customerProfileRequest(details);
    expect(body).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      mobileNumber: '+971501234567',
      promoCode: '1-1-other',
    });
    expect(CustomerProfileRequestSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a malformed promo code and an unknown dial code', () => {
    expect(messages({ ...valid, promoCode: 'free money' }).promoCode).toMatch(/code like/);
    expect(messages({ ...valid, dialCode: '1' }).dialCode).toBeDefined();
  });
});
