import { describe, expect, it } from 'vitest';
import { checkMobileNumber } from './mobile-number.ts';
import committed from './mobile-metadata.json';

describe('checkMobileNumber, on the plans of AE and SA only', () => {
  it('accepts a UAE mobile with or without its trunk 0, and gives the national number', async () => {
    await expect(checkMobileNumber('0501234567', '971')).resolves.toEqual({
      valid: true,
      nationalNumber: '501234567',
    });
    await expect(checkMobileNumber('501234567', '971')).resolves.toMatchObject({ valid: true });
  });

  it('accepts a Saudi mobile under +966 and refuses it under +971', async () => {
    await expect(checkMobileNumber('0512345678', '966')).resolves.toEqual({
      valid: true,
      nationalNumber: '512345678',
    });
    await expect(checkMobileNumber('0512345678', '971')).resolves.toEqual({ valid: false });
  });

  it('refuses a landline and a number of the wrong length', async () => {
    await expect(checkMobileNumber('042345678', '971')).resolves.toEqual({ valid: false });
    await expect(checkMobileNumber('05012345', '971')).resolves.toEqual({ valid: false });
  });

  it('ships the plans cut from the installed libphonenumber-js (run scripts/phone-metadata.mjs)', async () => {
    // @ts-expect-error: a build script in plain JavaScript, without types.
    const { metadataFor } = (await import('../../../../../scripts/phone-metadata.mjs')) as {
      metadataFor: (countries: string[]) => unknown;
    };
    expect(committed).toEqual(metadataFor(['AE', 'SA']));
    expect(Object.keys(committed.countries)).toEqual(['AE', 'SA']);
  });
});
