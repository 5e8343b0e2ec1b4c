import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordRequestSchema } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { AuthenticationCodeField, NewPasswordFields } from '../../components/password-fields.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { WEAK_PASSWORD } from '../../lib/password-rules.ts';
import { retryText } from '../../lib/retry-text.ts';
import { useChangePassword } from './api/change-password.ts';

const FormSchema = ChangePasswordRequestSchema.extend({ repeat: z.string() }).refine(
  (form) => form.newPassword === form.repeat,
  { path: ['repeat'] },
);
type Form = z.input<typeof FormSchema>;

const WRONG_PAIR = 'The current password or the authentication code is not right.';

/** The signed-in operator changes their own password; their other sessions end. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(FormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeat: '', code: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, newPassword, code }) => {
    setFailure(undefined);
    setDone(undefined);
    try {
      await change.mutateAsync({ currentPassword, newPassword, code });
      reset();
      setDone('Your password is changed. Every other session of yours has been signed out.');
    } catch (error) {
      // A code is good once: the next try needs a new one.
      setValue('code', '');
      const field =
        error instanceof ConsoleApiError ? error.problem?.errors?.[0]?.field : undefined;
      if (field === 'body.newPassword') setError('newPassword', { message: WEAK_PASSWORD });
      else if (field === 'body.currentPassword') setFailure(WRONG_PAIR);
      else if (error instanceof ConsoleApiError && error.status === 429) {
        setFailure(retryText(error.retryAfter));
      } else setFailure(failureText(error));
    }
  });
  return (
    <Page title="Change your password">
      <Panel className="max-w-xl">
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
          <Alert>{failure}</Alert>
          <Alert tone="success">{done}</Alert>
          <Field
            label="Current password"
            error={errors.currentPassword && 'Enter your current password.'}
          >
            {(control) => (
              <TextInput
                type="password"
                autoComplete="current-password"
                {...control}
                {...register('currentPassword')}
              />
            )}
          </Field>
          <NewPasswordFields
            password={register('newPassword')}
            repeat={register('repeat')}
            passwordError={errors.newPassword && (errors.newPassword.message ?? '')}
            repeatError={errors.repeat !== undefined}
            repeatLabel="Repeat the new password"
          />
          <AuthenticationCodeField code={register('code')} invalid={errors.code !== undefined} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing…' : 'Change password'}
          </Button>
        </form>
      </Panel>
    </Page>
  );
}
