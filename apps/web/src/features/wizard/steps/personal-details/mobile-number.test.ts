import { describe, expect, it } from 'vitest';
import { checkMobileNumber } from './mobile-number.ts';
import committed from './mobile-plans.json';

describe('checkMobileNumber, on the mobile plans of AE and SA', () => {
  it('accepts a UAE mobile with or without its trunk 0, and gives the national number', () => {
    expect(checkMobileNumber('0501234567', '971')).toEqual({
      valid: true,
      nationalNumber: '501234567',
    });
    expect(checkMobileNumber('501234567', '971')).toMatchObject({ valid: true });
  });

  it('accepts a Saudi mobile under +966 and refuses it under +971', () => {
    expect(checkMobileNumber('0512345678', '966')).toEqual({
      valid: true,
      nationalNumber: '512345678',
    });
    expect(checkMobileNumber('0512345678', '971')).toEqual({ valid: false });
  });

  it('accepts the number written in full, with the country code or 00 and the code', () => {
    for (const written of ['971501234567', '00971501234567']) {
      expect(checkMobileNumber(written, '971')).toEqual({
        valid: true,
        nationalNumber: '501234567',
      });
    }
    expect(checkMobileNumber('00966579812345', '966')).toEqual({
      valid: true,
      nationalNumber: '579812345',
    });
    expect(checkMobileNumber('0971501234567', '971')).toEqual({ valid: false });
  });

  it('refuses a prefix outside the plan: 5799 is not a Saudi mobile, 579 8 is', () => {
    expect(checkMobileNumber('579912345', '966')).toEqual({ valid: false });
    expect(checkMobileNumber('579812345', '966')).toMatchObject({ valid: true });
  });

  it('refuses a landline and a number of the wrong length', () => {
    expect(checkMobileNumber('042345678', '971')).toEqual({ valid: false });
    expect(checkMobileNumber('05012345', '971')).toEqual({ valid: false });
  });

  it('ships the plans cut from the installed libphonenumber-js (run scripts/phone-metadata.mjs)', async () => {
    // @ts-expect-error: a build script in plain JavaScript, without types.
    const { plansFor } = (await import('../../../../../scripts/phone-metadata.mjs')) as {
      plansFor: (countries: string[]) => unknown;
    };
    expect(committed).toEqual(plansFor(['AE', 'SA']));
    expect(Object.values(committed).map((plan) => plan.country)).toEqual(['SA', 'AE']);
  });
});

describe('checkMobileNumber agrees with libphonenumber-js itself', () => {
  it('on thousands of numbers written every way people write them', async () => {
    const { parsePhoneNumberFromString } = await import('libphonenumber-js/mobile');
    // A fixed pseudo-random sequence: the same numbers on every run.
    let seed = 15;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const digits = (n: number) => Array.from({ length: n }, () => random(10)).join('');
    const shapes = ['', '0', '5', '05', '971', '00971', '966', '00966', '0971'];
    let valid = 0;
    for (let i = 0; i < 5000; i += 1) {
      const written = shapes[random(shapes.length)]! + digits(6 + random(6));
      for (const [dialCode, region] of [
        ['971', 'AE'],
        ['966', 'SA'],
      ] as const) {
        const parsed = parsePhoneNumberFromString(written, region);
        if (parsed?.isValid()) valid += 1;
        const expected =
          parsed?.isValid() && parsed.countryCallingCode === dialCode
            ? { valid: true, nationalNumber: parsed.nationalNumber }
            : { valid: false };
        expect({ written, dialCode, ...checkMobileNumber(written, dialCode) }).toEqual({
          written,
          dialCode,
          ...expected,
        });
      }
    }
    // Enough of them mobiles for the agreement to mean something.
    expect(valid).toBeGreaterThan(500);
  });
});
