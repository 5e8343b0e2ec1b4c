import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SignInRequestSchema } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { EmailInput, TextInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { AuthCard } from '../../components/auth-card.tsx';
import { AuthenticationCodeField } from '../../components/password-fields.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { retryText } from '../../lib/retry-text.ts';
import { forgetSessionEnded, sessionEnded, useSetSession } from '../../lib/session.ts';
import { useSignIn, type SignInBody } from './api/sign-in.ts';

/** One message for every refused sign-in: it never tells whether the email exists. */
export const SIGN_IN_REFUSED = 'The email, password or authentication code is not right.';

const FIELD_TEXTS = {
  email: 'Enter your work email address.',
  password: 'Enter your password.',
} as const;

function refusalText(error: unknown): string {
  if (error instanceof ConsoleApiError && error.status === 401) return SIGN_IN_REFUSED;
  if (error instanceof ConsoleApiError && error.status === 429) return retryText(error.retryAfter);
  return failureText(error);
}

/** The sign-in form; once signed in, the routes take the operator where they were going. */
export function SignInPage() {
  const signIn = useSignIn();
  const setSession = useSetSession();
  const [failure, setFailure] = useState<string | undefined>();
  // Said once: read on the first render, forgotten after it.
  const [ended] = useState(sessionEnded);
  useEffect(forgetSessionEnded, []);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignInBody>({
    resolver: zodResolver(SignInRequestSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      const session = await signIn.mutateAsync(body);
      setSession(session);
    } catch (error) {
      // A code is good once: the next try needs a new one, and the password is typed again.
      setValue('code', '');
      setFailure(refusalText(error));
    }
  });

  return (
    <AuthCard title="Sign in to the Mizan console">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        <Alert tone="info">
          {ended && !failure ? 'Your session has ended. Sign in again to continue.' : undefined}
        </Alert>
        <Alert>{failure}</Alert>
        <Field label="Email" error={errors.email && FIELD_TEXTS.email}>
          {(control) => <EmailInput {...control} autoComplete="username" {...register('email')} />}
        </Field>
        <Field label="Password" error={errors.password && FIELD_TEXTS.password}>
          {(control) => (
            <TextInput
              type="password"
              autoComplete="current-password"
              {...control}
              {...register('password')}
            />
          )}
        </Field>
        <AuthenticationCodeField code={register('code')} invalid={errors.code !== undefined} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
