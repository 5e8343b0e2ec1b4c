import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { ConfirmSetUpRequestSchema, NewPasswordSchema } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { AuthCard } from '../../components/auth-card.tsx';
import { NewPasswordFields } from '../../components/password-fields.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { WEAK_PASSWORD } from '../../lib/password-rules.ts';
import { useConfirmSetUp } from './api/confirm-set-up.ts';
import { useSetUpOperator } from './api/set-up-operator.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const PasswordFormSchema = z
  .object({ password: NewPasswordSchema, repeat: z.string() })
  .refine((form) => form.password === form.repeat, { path: ['repeat'] });
type PasswordForm = z.infer<typeof PasswordFormSchema>;

const CodeFormSchema = ConfirmSetUpRequestSchema.pick({ code: true });
type CodeForm = z.output<typeof CodeFormSchema>;

const LINK_SPENT = 'This set-up link has been used or has expired. Ask an admin for a new one.';

function linkFailure(error: unknown): string | undefined {
  if (error instanceof ConsoleApiError && error.status === 410) return LINK_SPENT;
  return undefined;
}

/** The base32 key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function SetupPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [totp, setTotp] = useState<{ secret: string; uri: string } | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();

  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
    return (
      <AuthCard title="Set up your console account">
        <Alert>
          This set-up link is not complete. Open the whole link you were given, or ask an admin for
          a new one.
        </Alert>
      </AuthCard>
    );
  }
  if (recoveryCodes) {
    return (
      <AuthCard title="Step 3 of 3: keep your recovery codes">
        <p className="mb-4 text-sm text-ink-700">
          Each code signs you in once, in place of an authenticator code, if you lose your phone.
          They are shown only now: store them somewhere safe, such as your password manager.
        </p>
        <RecoveryCodes codes={recoveryCodes} />
        <Link
          href="/sign-in"
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
        >
          I have stored them: sign in
        </Link>
      </AuthCard>
    );
  }
  if (totp) return <AuthenticatorStep token={token} totp={totp} onDone={setRecoveryCodes} />;
  return <PasswordStep token={token} onDone={setTotp} />;
}

function PasswordStep({
  token,
  onDone,
}: {
  token: string;
  onDone: (totp: { secret: string; uri: string }) => void;
}) {
  const setUp = useSetUpOperator();
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const answer = await setUp.mutateAsync({ token, password });
      onDone(answer.totp);
    } catch (error) {
      const named =
        error instanceof ConsoleApiError &&
        error.problem?.errors?.some((e) => e.field === 'body.password');
      if (named) {
        setError('password', {
          message: WEAK_PASSWORD,
        });
      } else {
        setFailure(
          linkFailure(error) ??
            (error instanceof ConsoleApiError && error.status === 400
              ? LINK_SPENT
              : failureText(error)),
        );
      }
    }
  });
  return (
    <AuthCard title="Step 1 of 3: choose your password">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        <Alert>{failure}</Alert>
        <NewPasswordFields
          password={register('password')}
          repeat={register('repeat')}
          passwordError={errors.password && (errors.password.message ?? '')}
          repeatError={errors.repeat !== undefined}
          repeatLabel="Repeat the password"
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save password and continue'}
        </Button>
      </form>
    </AuthCard>
  );
}

function AuthenticatorStep({
  token,
  totp,
  onDone,
}: {
  token: string;
  totp: { secret: string; uri: string };
  onDone: (codes: string[]) => void;
}) {
  const confirm = useConfirmSetUp();
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      const answer = await confirm.mutateAsync({ token, code });
      onDone(answer.recoveryCodes);
    } catch (error) {
      setValue('code', '');
      setFailure(
        linkFailure(error) ??
          (error instanceof ConsoleApiError && error.status === 400
            ? 'That code is not right. Check the time on your phone, and enter the code now showing.'
            : failureText(error)),
      );
    }
  });
  return (
    <AuthCard title="Step 2 of 3: add the authenticator">
      <div className="space-y-4 text-sm text-ink-700">
        <p>
          In your authenticator app (such as Google Authenticator, Microsoft Authenticator or
          1Password), add an account by scanning this code.
        </p>
        <div className="flex justify-center">
          <QrCode value={totp.uri} label="QR code of your console authenticator key" />
        </div>
        <div>
          <p>Or type in this key (time-based, 6 digits, every 30 seconds):</p>
          <p
            className="mt-1 rounded-xl bg-ink-50 p-3 text-center font-mono text-base tracking-wider text-ink-900 select-all"
            aria-label="Authenticator key"
          >
            {grouped(totp.secret)}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-2">
        <Alert>{failure}</Alert>
        <Field
          label="Authentication code"
          hint="The 6 digits your app shows now."
          error={errors.code && 'Enter the 6 digits your app shows.'}
        >
          {(control) => (
            <TextInput
              ltr
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...control}
              {...register('code')}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Confirm the code'}
        </Button>
      </form>
    </AuthCard>
  );
}
