import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { PASSWORD_LENGTH, PASSWORD_RULES, WEAK_PASSWORD } from '../lib/password-rules.ts';

/**
 * A new password, typed twice, under the rules it must meet (read out with the field). The
 * field's error is the server's "too easy to guess" when it said so, else the length rule.
 */
export function NewPasswordFields({
  password,
  repeat,
  passwordError,
  repeatError,
  repeatLabel,
}: {
  password: UseFormRegisterReturn;
  repeat: UseFormRegisterReturn;
  /** The message of the new password's error, if it has one ('' for a schema's refusal). */
  passwordError: string | undefined;
  repeatError: boolean;
  repeatLabel: string;
}) {
  const rulesId = useId();
  return (
    <>
      <div id={rulesId} className="mb-4 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
        <p className="font-medium text-ink-900">Your password must be:</p>
        <ul className="mt-1 list-disc ps-5">
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <Field
        label="New password"
        error={
          passwordError === undefined
            ? undefined
            : passwordError === WEAK_PASSWORD
              ? WEAK_PASSWORD
              : PASSWORD_LENGTH
        }
      >
        {(control) => (
          <TextInput
            type="password"
            autoComplete="new-password"
            {...control}
            aria-describedby={[rulesId, control['aria-describedby']].filter(Boolean).join(' ')}
            {...password}
          />
        )}
      </Field>
      <Field
        label={repeatLabel}
        error={repeatError ? 'The two passwords are not the same.' : undefined}
      >
        {(control) => (
          <TextInput type="password" autoComplete="new-password" {...control} {...repeat} />
        )}
      </Field>
    </>
  );
}

/** The authenticator's code, or a recovery code: at sign-in and for a change of password. */
export function AuthenticationCodeField({
  code,
  invalid,
}: {
  code: UseFormRegisterReturn;
  invalid: boolean;
}) {
  return (
    <Field
      label="Authentication code"
      hint="From your authenticator app, or one of your recovery codes."
      error={
        invalid
          ? 'Enter the 6-digit code from your authenticator app, or a recovery code.'
          : undefined
      }
    >
      {(control) => (
        <TextInput
          ltr
          inputMode="text"
          autoComplete="one-time-code"
          spellCheck={false}
          {...control}
          {...code}
        />
      )}
    </Field>
  );
}
