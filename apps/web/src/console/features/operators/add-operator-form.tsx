import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddOperatorRequestSchema, OPERATOR_ROLES } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { EmailInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { Panel } from '../../components/page.tsx';
import { Select } from '../../components/select.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { useAddOperator, type AddOperatorBody } from './api/add-operator.ts';
import { ROLE_HINTS, ROLE_NAMES } from './role-names.ts';

/** Adds an operator and shows their set-up link, once, to pass on by a trusted channel. */
export function AddOperatorForm() {
  const add = useAddOperator();
  const [failure, setFailure] = useState<string | undefined>();
  const [link, setLink] = useState<{ email: string; url: string } | undefined>();
  const [copied, setCopied] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddOperatorBody>({
    resolver: zodResolver(AddOperatorRequestSchema),
    defaultValues: { email: '', role: 'support' },
  });
  const submit = handleSubmit(async (body) => {
    setFailure(undefined);
    setLink(undefined);
    setCopied(undefined);
    try {
      const answer = await add.mutateAsync(body);
      setLink({ email: body.email, url: answer.setupUrl });
      reset();
    } catch (error) {
      setFailure(
        error instanceof ConsoleApiError && error.status === 409
          ? 'An operator with this email exists already.'
          : failureText(error),
      );
    }
  });
  return (
    <Panel>
      <h2 className="mb-4 text-lg font-semibold">Add an operator</h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-x-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      >
        <Field label="Work email" error={errors.email && 'Enter a valid email address.'}>
          {(control) => <EmailInput {...control} autoComplete="off" {...register('email')} />}
        </Field>
        <Field label="Role" hint={ROLE_HINTS[watch('role')]}>
          {(control) => (
            <Select {...control} {...register('role')}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add operator'}
        </Button>
      </form>
      <Alert>{failure}</Alert>
      <div role="status" aria-live="polite">
        {link && (
          <div className="mt-4 rounded-xl border border-brand-600 bg-brand-50 p-4 text-sm text-brand-900">
            <p className="font-medium">
              {link.email} was added. Send them this set-up link; it works once, for 24 hours, and
              is not shown again:
            </p>
            <p className="mt-2 rounded-lg bg-white p-3 font-mono text-xs break-all text-ink-900 select-all">
              {link.url}
            </p>
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() =>
                void navigator.clipboard.writeText(link.url).then(
                  () => setCopied('Link copied.'),
                  () => setCopied('The browser did not allow copying: select the link instead.'),
                )
              }
            >
              Copy link
            </Button>
            <span className="ms-3 text-sm">{copied}</span>
          </div>
        )}
      </div>
    </Panel>
  );
}
