import { describe, expect, it, vi } from 'vitest';
import { message } from '@mizan/contracts';
import { fieldErrorText } from './field-error-text.ts';
import i18n from './i18n.ts';
import { SERVER_FIELD_ERROR } from './server-field-errors.ts';

describe("a form field's error", () => {
  it("words a schema's message in the page's language, and again after a change of it", async () => {
    const error = {
      type: 'too_small',
      message: message('validation.personalDetails.fullNameRequired'),
    };
    expect(fieldErrorText(error, i18n.t)).toBe('Full Name is required');
    await i18n.changeLanguage('ar');
    expect(fieldErrorText(error, i18n.t)).toBe('الاسم الكامل مطلوب');
  });

  it('fills in the limit a message names, from the contracts', async () => {
    await i18n.changeLanguage('ar');
    const error = { type: 'too_big', message: message('validation.features.selectAtMost') };
    expect(fieldErrorText(error, i18n.t)).toBe('يرجى اختيار 5 مزايا كحد أقصى');
  });

  it("shows the server's words as they came, and a message that is no key as it is", async () => {
    await i18n.changeLanguage('ar');
    // The server answered in the page's language; its words are never looked up as keys.
    const server = { type: SERVER_FIELD_ERROR, message: 'validation.required' };
    expect(fieldErrorText(server, i18n.t)).toBe('validation.required');
    expect(fieldErrorText({ type: 'custom', message: 'Invalid input' }, i18n.t)).toBe(
      'Invalid input',
    );
    expect(fieldErrorText(undefined, i18n.t)).toBeUndefined();
    expect(fieldErrorText({ type: 'validate' }, i18n.t)).toBeUndefined();
  });

  it('fetches the validation texts a language lacks, and words the message once they arrive', async () => {
    // A page as it starts: its language's texts, not yet the validation texts (no form checked).
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    const { fieldErrorText: freshText } = await import('./field-error-text.ts');
    await fresh.loadLanguage('ar');
    await fresh.default.changeLanguage('ar');
    const error = {
      type: 'too_small',
      message: message('validation.personalDetails.phoneRequired'),
    };
    expect(fresh.hasValidationTexts()).toBe(false);
    expect(freshText(error, fresh.default.t)).toBeUndefined();
    await vi.waitFor(() => expect(freshText(error, fresh.default.t)).toBe('رقم الهاتف مطلوب'));
  });
});
