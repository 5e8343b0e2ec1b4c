import { describe, expect, it } from 'vitest';
import {
  countryHeaderValue,
  currencyFor,
  CustomerProfileRequestSchema,
  FilterQuerySchema,
  formatMoney,
  locationIdFromPromoCode,
  promoCodeOrDefault,
  SupportFormSchema,
} from '../src/index.ts';
import { inEnglish } from './in-english.ts';

describe('currency', () => {
  it('is SAR for sa, PKR for pk and AED for anything else', () => {
    expect(currencyFor('sa')).toBe('SAR');
    expect(currencyFor('pk')).toBe('PKR');
    expect(currencyFor('ae')).toBe('AED');
    expect(currencyFor(undefined)).toBe('AED');
    expect(formatMoney(120000, 'sa')).toBe('SAR 120,000');
  });
});

describe('promo codes', () => {
  it('take the location id from the second part', () => {
    expect(locationIdFromPromoCode('1-1-other')).toBe(1);
    expect(locationIdFromPromoCode('7-42-mall')).toBe(42);
    expect(locationIdFromPromoCode('nonsense')).toBeNull();
  });

  it('default to 1-1-other when empty', () => {
    expect(promoCodeOrDefault('  ')).toBe('1-1-other');
    expect(promoCodeOrDefault(undefined)).toBe('1-1-other');
    expect(promoCodeOrDefault('2-2-x')).toBe('2-2-x');
  });
});

describe('country header', () => {
  it('is the upper-cased code, and absent for pk or no country', () => {
    expect(countryHeaderValue('sa')).toBe('SA');
    expect(countryHeaderValue('pk')).toBeUndefined();
    expect(countryHeaderValue('')).toBeUndefined();
  });
});

describe('customer profile payload', () => {
  const valid = {
    name: 'Aisha Al Mansouri',
    email: 'Aisha@Example.com',
    mobileNumber: '+971501234567',
  };

  it('accepts a valid profile, lower-cases the email and defaults the promo code', () => {
    expect(CustomerProfileRequestSchema.parse(valid)).toEqual({
      ...valid,
      email: 'aisha@example.com',
      promoCode: '1-1-other',
    });
  });

  it('accepts names in Arabic script', () => {
    expect(
      CustomerProfileRequestSchema.safeParse({ ...valid, name: 'عائشة المنصوري' }).success,
    ).toBe(true);
  });

  it('rejects digits in names, bad emails and phones of other countries', () => {
    expect(CustomerProfileRequestSchema.safeParse({ ...valid, name: 'R2D2' }).success).toBe(false);
    expect(CustomerProfileRequestSchema.safeParse({ ...valid, email: 'a@b' }).success).toBe(false);
    expect(
      CustomerProfileRequestSchema.safeParse({ ...valid, mobileNumber: '+441234567890' }).success,
    ).toBe(false);
    expect(CustomerProfileRequestSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('card filter query', () => {
  it('reads comma-joined feature ids in priority order with paging defaults', () => {
    expect(FilterQuerySchema.parse({ preferences: '5,3,9' })).toEqual({
      page: 0,
      size: 10,
      preferences: [5, 3, 9],
      order: 'match',
    });
  });

  it('reads the filters, the order and the spend (issue 14)', () => {
    expect(
      FilterQuerySchema.parse({
        islamicOnly: 'true',
        noAnnualFee: 'false',
        order: 'value',
        dining: '1200.5',
        travel: '0',
      }),
    ).toEqual({
      page: 0,
      size: 10,
      order: 'value',
      islamicOnly: true,
      noAnnualFee: false,
      dining: 1200.5,
      travel: 0,
    });
  });

  it('refuses negative or absurd spend, unknown orders and flags that are not true or false', () => {
    for (const bad of [
      { dining: '-1' },
      { groceries: '1000001' },
      { fuel: 'lots' },
      { order: 'cheapest' },
      { islamicOnly: 'yes' },
    ]) {
      expect(FilterQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('rejects repeated or non-numeric ids and more than five', () => {
    expect(FilterQuerySchema.safeParse({ preferences: '5,5' }).success).toBe(false);
    expect(FilterQuerySchema.safeParse({ preferences: '5,x' }).success).toBe(false);
    expect(FilterQuerySchema.safeParse({ preferences: '1,2,3,4,5,6' }).success).toBe(false);
  });
});

describe('support form', () => {
  it('gives the section 5 messages', () => {
    const result = SupportFormSchema.safeParse({
      fullName: '',
      email: 'x',
      message: '',
      agreeToTerms: false,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => inEnglish(issue.message));
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter your full name',
        'Please enter a valid email',
        'Please enter your message',
        'Please agree to the terms',
      ]),
    );
  });
});
