import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './form-field.tsx';

describe('a form field', () => {
  it('ties the label, the hint and the error to the control', () => {
    const { rerender } = render(
      <Field label="Email" hint="We reply to this address">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We reply to this address');

    rerender(
      <Field label="Email" hint="We reply to this address" error="Please enter a valid email">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We reply to this address Please enter a valid email',
    );
    // Announced when it appears: the message sits in a live region that was there before.
    expect(screen.getByText('Please enter a valid email')).toHaveAttribute('aria-live', 'polite');
  });

  it('puts a checkbox before its label, wired the same way', () => {
    render(
      <Field layout="checkbox" label="I agree" error="Please agree to the terms">
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the terms');
  });

  it('gives every field its own ids', () => {
    render(
      <>
        <Field label="First" error="first wrong">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Second" error="second wrong">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('first wrong');
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('second wrong');
  });
});
